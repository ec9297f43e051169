import {
  ANTI_FRAUD_SETTING_KEYS,
  ANTI_FRAUD_SETTINGS,
  parseAmounts,
  type AntiFraudRule,
  type AntiFraudSettingKey,
} from '@paydesk/contract';

type CountKey = { [K in AntiFraudSettingKey]: (typeof ANTI_FRAUD_SETTINGS)[K]['kind'] extends 'count' ? K : never }[AntiFraudSettingKey];

/** The settings in force: every key, stored or default, with typed readers. */
export type AntiFraudConfig = {
  values: Record<AntiFraudSettingKey, string>;
  /** True when the engine is on and this rule is switched on. */
  on: (rule: AntiFraudRule) => boolean;
  count: (key: CountKey) => number;
  factor: () => string;
  /** The first-time customer's largest amount in this currency (minor units); null for no limit. */
  firstOrderMax: (currency: string) => bigint | null;
};

/** Stored values over the defaults; a stored value the code no longer reads as valid falls back to the default. */
export const configOf = (rows: { key: string; value: string }[]): AntiFraudConfig => {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const values = Object.fromEntries(
    ANTI_FRAUD_SETTING_KEYS.map((key) => [key, stored.get(key) ?? ANTI_FRAUD_SETTINGS[key].default]),
  ) as Record<AntiFraudSettingKey, string>;
  const amounts = parseAmounts(values.customer_first_order_max) ?? parseAmounts(ANTI_FRAUD_SETTINGS.customer_first_order_max.default)!;
  const switchOf = (key: AntiFraudSettingKey) => values[key] === 'true';
  return {
    values,
    on: (rule) => switchOf('enabled') && switchOf(`${rule}_enabled` as AntiFraudSettingKey),
    count: (key) => Number(values[key]),
    factor: () => values.requisite_pace_factor,
    firstOrderMax: (currency) => amounts.get(currency) ?? null,
  };
};

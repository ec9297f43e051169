import { CURRENCY_SCALES, FIAT_CURRENCIES } from '../common/currency-units';
import { toMinor } from '../common/money';

/*
 * Anti-fraud rules and their settings, with no schema: the screen reads the names and
 * descriptions, the server validates and parses the values, both from this one table.
 */

type Words = { readonly en: string; readonly ru: string };

/** Every rule the engine knows, with what its case blocks while it is in force. */
export const ANTI_FRAUD_RULES = {
  customer_rate: { target: 'customer', en: 'Too many orders from one customer', ru: 'Слишком много заказов одного клиента' },
  customer_open: { target: 'customer', en: 'Too many open orders of one customer', ru: 'Слишком много открытых заказов клиента' },
  customer_cancel_streak: { target: 'customer', en: 'Canceled orders in a row', ru: 'Отменённые заказы подряд' },
  customer_first_order: { target: 'customer', en: 'First order above the limit', ru: 'Первый заказ больше лимита' },
  requisite_pace: { target: 'requisite', en: 'Requisite beyond its pace', ru: 'Реквизит выше своего темпа' },
  trader_fast_confirm: { target: 'trader', en: 'Confirmations faster than a person', ru: 'Подтверждения быстрее человека' },
  trader_lost_disputes: { target: 'trader', en: 'Disputes lost', ru: 'Проигранные споры' },
  trader_unmatched_payments: { target: 'trader', en: 'Payments without an order', ru: 'Платежи без заказа' },
  receipt_reused: { target: 'customer', en: 'One receipt for two orders', ru: 'Один чек для двух заказов' },
} as const satisfies Record<string, Words & { target: AntiFraudTargetType }>;
export type AntiFraudRule = keyof typeof ANTI_FRAUD_RULES;
export const ANTI_FRAUD_RULE_SLUGS = Object.keys(ANTI_FRAUD_RULES) as [AntiFraudRule, ...AntiFraudRule[]];

export const ANTI_FRAUD_TARGET_TYPES = ['customer', 'trader', 'requisite', 'merchant'] as const;
export type AntiFraudTargetType = (typeof ANTI_FRAUD_TARGET_TYPES)[number];

/** What a case in force does: refuses the customer's orders, keeps the trader or the requisite out of routing, or only asks for a look. */
export const ANTI_FRAUD_EFFECTS = {
  customer_blocked: { en: "The customer's orders are refused", ru: 'Заказы клиента отклоняются' },
  order_refused: { en: 'Orders past the limit are refused', ru: 'Заказы сверх лимита отклоняются' },
  trader_stopped: { en: "The trader's traffic is stopped", ru: 'Трафик трейдера остановлен' },
  requisite_paused: { en: 'The requisite gets no orders', ru: 'Реквизит не получает заказов' },
  flagged: { en: 'Marked for review, nothing blocked', ru: 'Отмечено для проверки, ничего не заблокировано' },
} as const satisfies Record<string, Words>;
export type AntiFraudEffect = keyof typeof ANTI_FRAUD_EFFECTS;
export const ANTI_FRAUD_EFFECT_SLUGS = Object.keys(ANTI_FRAUD_EFFECTS) as [AntiFraudEffect, ...AntiFraudEffect[]];

/**
 * How a setting's text is read: `switch` is `true` or `false`; `count` a whole number in its
 * range; `factor` a decimal with at most 2 places in its range; `amounts` a list of
 * `CODE amount` pairs (`RUB 5000; KZT 25000`), a currency left out having no limit.
 */
export type SettingKind = 'switch' | 'count' | 'factor' | 'amounts';

type SettingSpec = {
  readonly kind: SettingKind;
  readonly default: string;
  /** The rule it belongs to; none for the engine's own switch. */
  readonly rule?: AntiFraudRule;
  readonly min?: number;
  readonly max?: number;
  readonly name: Words;
  readonly help: Words;
};

const onOff = (rule: AntiFraudRule): SettingSpec => ({
  kind: 'switch',
  default: 'true',
  rule,
  name: { en: `${ANTI_FRAUD_RULES[rule].en}: on`, ru: `${ANTI_FRAUD_RULES[rule].ru}: включено` },
  help: { en: 'true checks this rule, false leaves it out.', ru: 'true — правило проверяется, false — не проверяется.' },
});

export const ANTI_FRAUD_SETTINGS = {
  enabled: {
    kind: 'switch',
    default: 'false',
    name: { en: 'Anti-fraud engine on', ru: 'Антифрод включён' },
    help: {
      en: 'true checks every rule switched on; false checks none (cases already open keep their effect until released).',
      ru: 'true — проверяются все включённые правила; false — ни одно (открытые случаи действуют до снятия).',
    },
  },
  customer_rate_enabled: onOff('customer_rate'),
  customer_rate_max_orders: {
    kind: 'count',
    default: '10',
    rule: 'customer_rate',
    min: 1,
    max: 10_000,
    name: { en: 'Orders per customer within the window', ru: 'Заказов клиента за окно' },
    help: {
      en: "The most orders one customer (the merchant's customer_id) may create within the window; one more is refused and the customer is blocked until released.",
      ru: 'Сколько заказов один клиент (customer_id мерчанта) может создать за окно; следующий отклоняется, клиент блокируется до снятия.',
    },
  },
  customer_rate_window_minutes: {
    kind: 'count',
    default: '60',
    rule: 'customer_rate',
    min: 1,
    max: 10_080,
    name: { en: 'Customer window, minutes', ru: 'Окно клиента, минут' },
    help: { en: 'How far back the orders per customer are counted.', ru: 'За какой срок считаются заказы клиента.' },
  },
  customer_open_enabled: onOff('customer_open'),
  customer_open_max_orders: {
    kind: 'count',
    default: '3',
    rule: 'customer_open',
    min: 1,
    max: 1_000,
    name: { en: 'Open orders per customer at once', ru: 'Открытых заказов клиента одновременно' },
    help: {
      en: 'The most orders (new or in progress) one customer may have open at once; one more is refused.',
      ru: 'Сколько заказов (новых или в обработке) клиент может держать открытыми одновременно; следующий отклоняется.',
    },
  },
  customer_cancel_streak_enabled: onOff('customer_cancel_streak'),
  customer_cancel_streak_length: {
    kind: 'count',
    default: '5',
    rule: 'customer_cancel_streak',
    min: 2,
    max: 100,
    name: { en: 'Canceled orders in a row', ru: 'Отменённых заказов подряд' },
    help: {
      en: "This many of a customer's latest orders all canceled block the customer's next orders for the block time.",
      ru: 'Столько последних заказов клиента подряд отменены — его следующие заказы блокируются на время блокировки.',
    },
  },
  customer_cancel_block_minutes: {
    kind: 'count',
    default: '1440',
    rule: 'customer_cancel_streak',
    min: 1,
    max: 525_600,
    name: { en: 'Block after the streak, minutes', ru: 'Блокировка после серии, минут' },
    help: {
      en: 'How long a customer stays blocked after a streak of cancels, unless an admin releases the case sooner.',
      ru: 'Сколько клиент остаётся заблокированным после серии отмен, если администратор не снимет случай раньше.',
    },
  },
  customer_first_order_enabled: onOff('customer_first_order'),
  customer_first_order_max: {
    kind: 'amounts',
    default: 'RUB 5000',
    rule: 'customer_first_order',
    name: { en: 'Largest amount for a first-time customer', ru: 'Наибольшая сумма для нового клиента' },
    help: {
      en: 'Per currency, "RUB 5000; KZT 25000": a customer with no paid order yet may not order more; a currency left out has no limit.',
      ru: 'По валютам, «RUB 5000; KZT 25000»: клиент без оплаченных заказов не может заказать больше; у не указанной валюты лимита нет.',
    },
  },
  requisite_pace_enabled: onOff('requisite_pace'),
  requisite_pace_factor: {
    kind: 'factor',
    default: '3',
    rule: 'requisite_pace',
    min: 1,
    max: 1_000,
    name: { en: 'Times the usual hourly pace', ru: 'Во сколько раз выше обычного темпа' },
    help: {
      en: 'A requisite whose orders or turnover in the last hour exceed this many times its average hour over the baseline days is paused until released.',
      ru: 'Реквизит, у которого заказы или оборот за последний час больше среднего часа за базовые дни во столько раз, приостанавливается до снятия.',
    },
  },
  requisite_pace_min_orders: {
    kind: 'count',
    default: '20',
    rule: 'requisite_pace',
    min: 1,
    max: 100_000,
    name: { en: 'Orders an hour before the pace counts', ru: 'Заказов в час, с которых считается темп' },
    help: {
      en: 'An hour with fewer orders on a requisite never trips the rule (a new requisite has no pace yet).',
      ru: 'Час, в котором у реквизита меньше заказов, правило не срабатывает (у нового реквизита темпа ещё нет).',
    },
  },
  requisite_pace_days: {
    kind: 'count',
    default: '7',
    rule: 'requisite_pace',
    min: 1,
    max: 90,
    name: { en: 'Baseline days', ru: 'Базовых дней' },
    help: {
      en: "How many days before the last hour make the requisite's usual pace.",
      ru: 'Сколько дней до последнего часа составляют обычный темп реквизита.',
    },
  },
  trader_fast_confirm_enabled: onOff('trader_fast_confirm'),
  trader_fast_confirm_seconds: {
    kind: 'count',
    default: '15',
    rule: 'trader_fast_confirm',
    min: 1,
    max: 3_600,
    name: { en: 'Fast confirmation, seconds', ru: 'Быстрое подтверждение, секунд' },
    help: {
      en: 'A trader confirming a pay-in within this many seconds of its creation confirmed faster than a person could.',
      ru: 'Подтверждение пополнения трейдером в пределах стольких секунд после создания — быстрее, чем может человек.',
    },
  },
  trader_fast_confirm_count: {
    kind: 'count',
    default: '5',
    rule: 'trader_fast_confirm',
    min: 1,
    max: 10_000,
    name: { en: 'Fast confirmations that stop a trader', ru: 'Быстрых подтверждений для остановки трейдера' },
    help: {
      en: "This many fast confirmations within the period stop the trader's traffic until released.",
      ru: 'Столько быстрых подтверждений за период останавливают трафик трейдера до снятия.',
    },
  },
  trader_fast_confirm_hours: {
    kind: 'count',
    default: '24',
    rule: 'trader_fast_confirm',
    min: 1,
    max: 720,
    name: { en: 'Fast confirmations period, hours', ru: 'Период быстрых подтверждений, часов' },
    help: { en: 'How far back fast confirmations are counted.', ru: 'За какой срок считаются быстрые подтверждения.' },
  },
  trader_lost_disputes_enabled: onOff('trader_lost_disputes'),
  trader_lost_disputes_count: {
    kind: 'count',
    default: '3',
    rule: 'trader_lost_disputes',
    min: 1,
    max: 1_000,
    name: { en: 'Lost disputes that stop a trader', ru: 'Проигранных споров для остановки трейдера' },
    help: {
      en: "This many disputes resolved against the trader within the period stop the trader's traffic until released.",
      ru: 'Столько споров, решённых не в пользу трейдера за период, останавливают его трафик до снятия.',
    },
  },
  trader_lost_disputes_days: {
    kind: 'count',
    default: '30',
    rule: 'trader_lost_disputes',
    min: 1,
    max: 365,
    name: { en: 'Lost disputes period, days', ru: 'Период проигранных споров, дней' },
    help: { en: 'How far back lost disputes are counted.', ru: 'За какой срок считаются проигранные споры.' },
  },
  trader_unmatched_payments_enabled: onOff('trader_unmatched_payments'),
  trader_unmatched_payments_count: {
    kind: 'count',
    default: '5',
    rule: 'trader_unmatched_payments',
    min: 1,
    max: 10_000,
    name: { en: 'Payments without an order that stop a trader', ru: 'Платежей без заказа для остановки трейдера' },
    help: {
      en: "This many incoming payments read by the trader's terminals that match no order, within the period, stop the trader's traffic.",
      ru: 'Столько поступлений, прочитанных терминалами трейдера и не совпавших ни с одним заказом за период, останавливают его трафик.',
    },
  },
  trader_unmatched_payments_hours: {
    kind: 'count',
    default: '24',
    rule: 'trader_unmatched_payments',
    min: 1,
    max: 720,
    name: { en: 'Payments without an order period, hours', ru: 'Период платежей без заказа, часов' },
    help: { en: 'How far back payments without an order are counted.', ru: 'За какой срок считаются платежи без заказа.' },
  },
  receipt_reused_enabled: onOff('receipt_reused'),
} as const satisfies Record<string, SettingSpec>;

export type AntiFraudSettingKey = keyof typeof ANTI_FRAUD_SETTINGS;
export const ANTI_FRAUD_SETTING_KEYS = Object.keys(ANTI_FRAUD_SETTINGS) as AntiFraudSettingKey[];
/** The longest value a setting takes. */
export const ANTI_FRAUD_SETTING_MAX_LENGTH = 200;

/** A refused value: the error code that says why in both languages, with its parameters. */
export type SettingIssue = { key: string; params?: Record<string, string | number> };

const WHOLE = /^\d{1,9}$/;
const FACTOR = /^\d{1,9}(\.\d{1,2})?$/;

/** Per currency amounts in minor units, from `RUB 5000; KZT 25000.50`; null when the text is not that. */
export const parseAmounts = (value: string): Map<string, bigint> | null => {
  const amounts = new Map<string, bigint>();
  const parts = value
    .split(/[;,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of parts) {
    const match = /^([A-Za-z]{3})\s+(\d{1,15}(?:\.\d{1,2})?)$/.exec(part);
    const code = match?.[1]?.toUpperCase();
    if (!match || !code || !(FIAT_CURRENCIES as readonly string[]).includes(code) || amounts.has(code)) return null;
    const minor = toMinor(match[2]!, CURRENCY_SCALES[code as keyof typeof CURRENCY_SCALES]);
    if (minor <= 0n) return null;
    amounts.set(code, minor);
  }
  return amounts;
};

/** Why a setting's text is refused, or null when it is fine. */
export const settingIssue = (key: string, value: string): SettingIssue | null => {
  const spec = (ANTI_FRAUD_SETTINGS as Record<string, SettingSpec>)[key];
  if (!spec) return { key: 'unknown_field' };
  const text = value.trim();
  switch (spec.kind) {
    case 'switch':
      return text === 'true' || text === 'false' ? null : { key: 'anti_fraud_setting_switch' };
    case 'count': {
      const ok = WHOLE.test(text) && Number(text) >= spec.min! && Number(text) <= spec.max!;
      return ok ? null : { key: 'anti_fraud_setting_count', params: { min: spec.min!, max: spec.max! } };
    }
    case 'factor': {
      const ok = FACTOR.test(text) && Number(text) >= spec.min! && Number(text) <= spec.max!;
      return ok ? null : { key: 'anti_fraud_setting_factor', params: { min: spec.min!, max: spec.max! } };
    }
    case 'amounts':
      return parseAmounts(text) ? null : { key: 'anti_fraud_setting_amounts', params: { currencies: FIAT_CURRENCIES.join(', ') } };
  }
};

/** The figures a case's evidence keeps, by key, in both languages. */
export const ANTI_FRAUD_FIGURES = {
  orders_in_window: { en: 'Orders within the window', ru: 'Заказов за окно' },
  open_orders: { en: 'Open orders', ru: 'Открытых заказов' },
  canceled_in_a_row: { en: 'Canceled in a row', ru: 'Отменено подряд' },
  limit: { en: 'Limit', ru: 'Лимит' },
  window_minutes: { en: 'Window, minutes', ru: 'Окно, минут' },
  block_minutes: { en: 'Blocked for, minutes', ru: 'Блокировка, минут' },
  amount: { en: 'Amount', ru: 'Сумма' },
  hour_orders: { en: 'Orders in the last hour', ru: 'Заказов за последний час' },
  hour_turnover: { en: 'Turnover in the last hour', ru: 'Оборот за последний час' },
  usual_orders: { en: 'Usual orders an hour', ru: 'Обычно заказов в час' },
  usual_turnover: { en: 'Usual turnover an hour', ru: 'Обычный оборот в час' },
  factor: { en: 'Times the pace allowed', ru: 'Допустимое превышение темпа' },
  fast_confirmations: { en: 'Fast confirmations', ru: 'Быстрых подтверждений' },
  seconds: { en: 'Within, seconds', ru: 'В пределах, секунд' },
  period_hours: { en: 'Period, hours', ru: 'Период, часов' },
  period_days: { en: 'Period, days', ru: 'Период, дней' },
  lost_disputes: { en: 'Disputes lost', ru: 'Проиграно споров' },
  unmatched_payments: { en: 'Payments without an order', ru: 'Платежей без заказа' },
  first_order: { en: 'Order given the receipt first', ru: 'Заказ, к которому чек дан первым' },
  sha256: { en: 'Receipt SHA-256', ru: 'SHA-256 чека' },
} as const satisfies Record<string, Words>;
export type AntiFraudFigure = keyof typeof ANTI_FRAUD_FIGURES;

import {
  ANTI_FRAUD_RULES,
  DISPUTE_REASONS,
  ORDER_STATUSES,
  type AntiFraudRule,
  type DisputeReason,
  type Language,
  type OrderStatus,
} from '@paydesk/contract';
import { fill, messages, type Catalogue } from '../../http/messages';

export type ReasonCode = keyof Catalogue['orderReasons'];
/** A parameter is a plain value, or a reason of its own (a rate's problem inside "no usable rate"). */
export type ReasonParams = Record<string, string | number | SystemReason>;

/** Why the system moved or refused an order: a code and its parameters, put into words only when read. */
export type SystemReason = { code: ReasonCode; params?: ReasonParams };

export const reason = (code: ReasonCode, params?: ReasonParams): SystemReason => (params ? { code, params } : { code });

const isReason = (value: unknown): value is SystemReason =>
  typeof value === 'object' && value !== null && typeof (value as SystemReason).code === 'string';

/** Parameters named after a vocabulary of the catalogue are shown in the reader's words too. */
const wordFor = (name: string, value: string, lang: Language) => {
  const text = messages(lang);
  if (name === 'status' && (ORDER_STATUSES as readonly string[]).includes(value)) return text.orderStatuses[value as OrderStatus];
  if (name === 'claim' && value in DISPUTE_REASONS) return DISPUTE_REASONS[value as DisputeReason][lang];
  if (name === 'rule' && value in ANTI_FRAUD_RULES) return ANTI_FRAUD_RULES[value as AntiFraudRule][lang];
  if (name === 'source' && value in text.rateSources) return text.rateSources[value as keyof Catalogue['rateSources']];
  return value;
};

/** The reason in the reader's language; a code the catalogue does not know is shown as it is. */
export const describeReason = (value: SystemReason, lang: Language): string => {
  const template = messages(lang).orderReasons[value.code] ?? value.code;
  const params = Object.fromEntries(
    Object.entries(value.params ?? {}).map(([name, param]) => [
      name,
      isReason(param) ? describeReason(param, lang) : wordFor(name, String(param), lang),
    ]),
  );
  return fill(template, params);
};

/** A history or attempt row's reason for display: a system code in words, or what a person typed. */
export const shownReason = (
  row: { reason_code?: string | null; reason_params?: ReasonParams | null; reason?: string | null },
  lang: Language,
) =>
  row.reason_code
    ? describeReason({ code: row.reason_code as ReasonCode, params: row.reason_params ?? undefined }, lang)
    : (row.reason ?? null);

export type TemplateKind = 'incoming' | 'outgoing' | 'ignore' | 'blocked';

export type NotificationTemplate = {
  /** Built-in: a stable slug such as 'sberbank.sms.incoming-transfer'; custom: a uuid. */
  id: string;
  /** Bank slug from BANKS. */
  bank: string;
  /** SMS sender ids and Android app packages the template applies to, compared case-insensitively. */
  sources: readonly string[];
  kind: TemplateKind;
  /** JS regex source, applied with flags 'iu' to the normalised "title | text"; named groups from TEMPLATE_GROUPS only. */
  pattern: string;
  builtin: boolean;
  enabled: boolean;
};

export type ParsedNotification = {
  /** unknown_source: the sender or package is on no bank's whitelist. */
  outcome: 'parsed' | 'unparsed' | 'unknown_source';
  bank: string | null;
  kind: TemplateKind | null;
  /** Decimal string with exactly 2 places. */
  amount: string | null;
  /** ISO code. */
  currency: string | null;
  payer: string | null;
  /** Last 4 digits of the card or account mentioned. */
  tail: string | null;
  /** Decimal string with exactly 2 places. */
  balance: string | null;
  templateId: string | null;
};

export type NotificationInput = { source: string; title?: string | null; text: string };

export const TEMPLATE_GROUPS = ['amount', 'currency', 'payer', 'tail', 'balance'] as const;

/** Non-incoming kinds go first: a code or a refund that carries an amount must never be read as a payment. */
export const KIND_ORDER: Record<TemplateKind, number> = { blocked: 0, ignore: 1, outgoing: 2, incoming: 3 };

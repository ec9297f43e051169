/** What a template recognises: only `incoming` may ever confirm a customer's payment. */
export type TemplateKind = 'incoming' | 'outgoing' | 'ignore' | 'blocked';
export const TEMPLATE_KINDS = ['incoming', 'outgoing', 'ignore', 'blocked'] as const satisfies readonly TemplateKind[];

/**
 * A bank's text format, kept as data: a regular expression (flags `iu`) over the normalised
 * "title | text", with named groups for what it reads. A group name may end in a digit
 * (`tail2`) where a format names the same thing in two places.
 */
export type NotificationTemplate = {
  id: string;
  bank: string;
  /** SMS sender ids and Android packages this template applies to (compared case-insensitively). */
  sources: readonly string[];
  kind: TemplateKind;
  pattern: string;
  builtin: boolean;
  enabled: boolean;
};

export const TEMPLATE_GROUPS = ['amount', 'currency', 'payer', 'tail', 'balance'] as const;

export type ParsedNotification = {
  outcome: 'parsed' | 'unparsed' | 'unknown_source';
  bank: string | null;
  kind: TemplateKind | null;
  amount: string | null;
  currency: string | null;
  payer: string | null;
  tail: string | null;
  balance: string | null;
  templateId: string | null;
};

import {
  TEMPLATE_TRY_TEXTS_MAX,
  type NotificationTemplateBody,
  type NotificationTemplateItem,
  type TemplateBank,
  type TemplateKindSlug,
} from '@paydesk/contract';

export type TemplateFormValues = { bank: string; sources: string[]; kind: TemplateKindSlug; pattern: string };

export const newTemplateValues = (): TemplateFormValues => ({ bank: '', sources: [], kind: 'incoming', pattern: '' });

export const valuesOfTemplate = (template: NotificationTemplateItem): TemplateFormValues => ({
  bank: template.bank.slug,
  sources: [...template.sources],
  kind: template.kind.slug,
  pattern: template.pattern,
});

export const toTemplateBody = (values: TemplateFormValues): NotificationTemplateBody => ({
  bank: values.bank,
  sources: values.sources,
  kind: values.kind,
  pattern: values.pattern,
});

/** The server's `sources.0` is the form's sources field. */
export const templateFieldOf = (path: string) => path.split('.')[0] ?? path;

export const sourcesOf = (banks: readonly TemplateBank[], slug: string) => banks.find((bank) => bank.slug === slug)?.sources ?? [];

/** A new bank keeps only the senders that are its own; an empty choice takes all of them. */
export const sourcesForBank = (banks: readonly TemplateBank[], slug: string, chosen: readonly string[]) => {
  const own = sourcesOf(banks, slug);
  const kept = chosen.filter((source) => own.includes(source));
  return kept.length > 0 ? kept : [...own];
};

export type PastedTexts = { texts: string[]; problem: 'none' | 'tooMany' | null };

/** One notification a line; blank lines are skipped. */
export const pastedTexts = (raw: string): PastedTexts => {
  const texts = raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (texts.length === 0) return { texts, problem: 'none' };
  if (texts.length > TEMPLATE_TRY_TEXTS_MAX) return { texts, problem: 'tooMany' };
  return { texts, problem: null };
};

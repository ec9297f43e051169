import type { ErrorCode, NotificationTemplateBody } from '@paydesk/contract';
import { AppError } from '../../http/app-error';
import { BANKS, sourceKey } from './parsing/bank-sources';
import { KNOWN_NON_INCOMING_SAMPLES } from './parsing/known-non-incoming-samples';
import { checkTemplate } from './parsing/template-safety';
import type { TemplateFields } from './templates.repository';

/** A refused sample is quoted in the message, cut to a readable length. */
const SAMPLE_QUOTE = 120;

export type TemplateVerdict =
  | { ok: true; fields: TemplateFields }
  | { ok: false; code: ErrorCode; field: 'bank' | 'sources' | 'pattern'; params: Record<string, string>; fields: TemplateFields };

/** The sources as the bank's whitelist spells them, once each; one that is not listed stays as given (and is refused). */
const canonicalSources = (bank: string, sources: readonly string[]) => {
  const listed = BANKS.find((item) => item.slug === bank)?.sources ?? [];
  const byKey = new Map<string, string>();
  for (const source of sources) {
    const key = sourceKey(source);
    if (!byKey.has(key)) byKey.set(key, listed.find((item) => sourceKey(item) === key) ?? source.trim());
  }
  return [...byKey.values()];
};

/**
 * Whether a template may be saved as it is: a listed bank, its own senders, and a pattern that
 * compiles, names known groups, cannot backtrack catastrophically and, for an incoming one,
 * reads none of the known outgoing or other texts. The analysis can take a second: never call
 * this inside a transaction.
 */
export const templateVerdict = (body: NotificationTemplateBody): TemplateVerdict => {
  const fields: TemplateFields = {
    bank: body.bank.trim(),
    sources: canonicalSources(body.bank.trim(), body.sources),
    kind: body.kind,
    pattern: body.pattern,
  };
  if (!BANKS.some((bank) => bank.slug === fields.bank))
    return { ok: false, code: 'template_unknown_bank', field: 'bank', params: {}, fields };
  const check = checkTemplate(fields, KNOWN_NON_INCOMING_SAMPLES);
  if (check.ok) return { ok: true, fields };
  const sample = check.sample ?? '';
  return {
    ok: false,
    code: check.code,
    field: check.code === 'template_unknown_source' ? 'sources' : 'pattern',
    params: { sample: sample.length > SAMPLE_QUOTE ? `${sample.slice(0, SAMPLE_QUOTE)}…` : sample },
    fields,
  };
};

/** The template's fields ready to store, or its refusal with the message placed on the field at fault. */
export const checkedTemplate = (body: NotificationTemplateBody): TemplateFields => {
  const verdict = templateVerdict(body);
  if (verdict.ok) return verdict.fields;
  throw new AppError(verdict.code, verdict.params, { [verdict.field]: { key: verdict.code, params: verdict.params } });
};

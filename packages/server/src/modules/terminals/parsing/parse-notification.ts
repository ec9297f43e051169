import { bankOfSource } from './bank-sources';
import { templateRank } from './builtin-templates';
import { currencyOf, decimalOf, normalizeText } from './normalize-text';
import type { NotificationTemplate, ParsedNotification } from './notification-template';

export type { NotificationTemplate, ParsedNotification } from './notification-template';
export { BUILTIN_TEMPLATES } from './builtin-templates';
export { BANKS, bankOfSource } from './bank-sources';

/** No bank writes more in one notification: a longer text is cut, so no template can be made to work long on it. */
export const MAX_TEXT_LENGTH = 2_000;

const NOTHING = { amount: null, currency: null, payer: null, tail: null, balance: null };

const compiled = new Map<string, RegExp | null>();
const regexOf = (pattern: string) => {
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, new RegExp(pattern, 'iu'));
    } catch {
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern)!;
};

/** Named groups by their base name: `tail2` fills `tail` when `tail` did not match. */
const groupsOf = (match: RegExpExecArray) => {
  const groups: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) {
    const base = name.replace(/\d$/, '');
    if (value !== undefined && groups[base] === undefined) groups[base] = value.trim();
  }
  return groups;
};

/** The text as the templates see it: the push's title joined to its body, normalised, capped. */
export const textForTemplates = (title: string | null | undefined, text: string) =>
  normalizeText(title ? `${title} | ${text}` : text).slice(0, MAX_TEXT_LENGTH);

/** Reads one notification with the templates of its sender's bank; a text none recognises is unparsed, never guessed. */
export const parseNotification = (
  input: { source: string; title?: string | null; text: string },
  templates: readonly NotificationTemplate[],
): ParsedNotification => {
  const bank = bankOfSource(input.source);
  if (!bank) return { outcome: 'unknown_source', bank: null, kind: null, templateId: null, ...NOTHING };
  const source = input.source.trim().toLowerCase();
  const text = textForTemplates(input.title, input.text);
  const applicable = templates
    .filter((template) => template.enabled && template.sources.some((item) => item.toLowerCase() === source))
    .sort((a, b) => templateRank(a) - templateRank(b));
  for (const template of applicable) {
    const match = regexOf(template.pattern)?.exec(text);
    if (!match) continue;
    const groups = groupsOf(match);
    const amount = decimalOf(groups.amount);
    return {
      outcome: 'parsed',
      bank,
      kind: template.kind,
      amount,
      currency: amount === null ? null : currencyOf(groups.currency),
      payer: groups.payer ?? null,
      tail: groups.tail ?? null,
      balance: decimalOf(groups.balance),
      templateId: template.id,
    };
  }
  return { outcome: 'unparsed', bank, kind: null, templateId: null, ...NOTHING };
};

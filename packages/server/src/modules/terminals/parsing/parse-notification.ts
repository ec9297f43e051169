import { bankOfSource, sourceKey } from './bank-sources';
import { MAX_TEXT_LENGTH, currencyCode, foldYo, prepareText, splitJoinedMessages, toDecimal2 } from './normalize-text';
import {
  KIND_ORDER,
  type NotificationInput,
  type NotificationTemplate,
  type ParsedNotification,
  type TemplateKind,
} from './notification-template';

/** One way a template may see a notification: `matchable` is matched, names are cut from `shaped`. */
export type Subject = { shaped: string; matchable: string };

type Reading = Omit<ParsedNotification, 'outcome' | 'bank'> & { kind: TemplateKind; templateId: string };

const MAX_TITLE_LENGTH = 200;
// A push title joined by a collector ("Тинькофф | Пополнение …") is short; a bar further on is the text's own.
const MAX_JOINED_TITLE = 80;

/**
 * The push as "title | text" (an amount or a card may be only in the title), the text alone, and
 * the text without a title a collector already joined to it.
 */
export const subjectsOf = (title: string | null | undefined, text: string): Subject[] => {
  const body = prepareText(text);
  const subjects: Subject[] = [];
  const heading = title ? prepareText(title.slice(0, MAX_TITLE_LENGTH)) : null;
  if (heading?.shaped)
    subjects.push({ shaped: `${heading.shaped} | ${body.shaped}`, matchable: `${heading.matchable} | ${body.matchable}` });
  subjects.push(body);
  const bar = body.matchable.indexOf(' | ');
  if (bar > 0 && bar <= MAX_JOINED_TITLE) subjects.push({ shaped: body.shaped.slice(bar + 3), matchable: body.matchable.slice(bar + 3) });
  return subjects;
};

const MAX_CACHED_PATTERNS = 1000;
const compiled = new Map<string, RegExp | null>();

/** The template's regex with flags 'iu' ('d' only adds match offsets); null when it does not compile. */
export const compilePattern = (pattern: string): RegExp | null => {
  if (compiled.has(pattern)) return compiled.get(pattern) ?? null;
  let regex: RegExp | null;
  try {
    regex = new RegExp(pattern, 'iud');
  } catch {
    regex = null;
  }
  if (compiled.size >= MAX_CACHED_PATTERNS) compiled.clear();
  compiled.set(pattern, regex);
  return regex;
};

const lastDigits = (raw: string | undefined): string | null => {
  const digits = raw?.replace(/\D/g, '').slice(-4);
  return digits ? digits : null;
};

const readTemplate = (template: NotificationTemplate, subjects: readonly Subject[]): Reading | null => {
  const regex = compilePattern(template.pattern);
  if (!regex) return null;
  for (const subject of subjects) {
    const match = regex.exec(subject.matchable);
    if (!match) continue;
    const groups = match.groups ?? {};
    const payerAt = match.indices?.groups?.payer;
    const payer = payerAt ? subject.shaped.slice(payerAt[0], payerAt[1]).trim() : '';
    const reading: Reading = {
      kind: template.kind,
      templateId: template.id,
      amount: groups.amount ? toDecimal2(groups.amount) : null,
      currency: groups.currency ? currencyCode(groups.currency) : null,
      payer: payer || null,
      tail: lastDigits(groups.tail),
      balance: groups.balance ? toDecimal2(groups.balance) : null,
    };
    // A payment we cannot put a figure on confirms nothing: let another template try.
    if (template.kind === 'incoming' && reading.amount === null) continue;
    return shapeByKind(reading);
  }
  return null;
};

/**
 * Only incoming and outgoing money carries an amount and a counterparty; for anything else they
 * are dropped, so nothing downstream can take a refund or a cash deposit for a customer's payment.
 * The recipient of an outgoing transfer is not a payer.
 */
const shapeByKind = (reading: Reading): Reading => {
  if (reading.kind === 'incoming') return reading;
  if (reading.kind === 'outgoing') return { ...reading, payer: null };
  return { ...reading, amount: null, currency: null, payer: null };
};

const readPart = (templates: readonly NotificationTemplate[], title: string | null | undefined, text: string): Reading | null => {
  const subjects = subjectsOf(title, text);
  for (const template of templates) {
    const reading = readTemplate(template, subjects);
    if (reading) return reading;
  }
  return null;
};

const sameOrMissing = (a: string | null, b: string | null): boolean =>
  a === null || b === null || foldYo(a).toLowerCase() === foldYo(b).toLowerCase();

const agree = (a: Reading, b: Reading): boolean =>
  a.kind === b.kind &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  sameOrMissing(a.payer, b.payer) &&
  sameOrMissing(a.tail, b.tail) &&
  sameOrMissing(a.balance, b.balance);

const merge = (a: Reading, b: Reading): Reading => ({
  ...a,
  payer: a.payer ?? b.payer,
  tail: a.tail ?? b.tail,
  balance: a.balance ?? b.balance,
});

/**
 * Several SMS joined into one text count as one notification only when they tell the same story
 * (the same kind and amount: "зачисление 500р" and "Глеб Ф. перевел(а) вам 500р"). Otherwise a
 * block notice among them still counts; anything else is not guessed.
 */
const combine = (readings: readonly (Reading | null)[]): Reading | null => {
  const [first, ...rest] = readings;
  if (!first) return readings.find((reading) => reading?.kind === 'blocked') ?? null;
  let merged: Reading = first;
  for (const reading of rest) {
    if (!reading || !agree(merged, reading)) return readings.find((other) => other?.kind === 'blocked') ?? null;
    merged = merge(merged, reading);
  }
  return merged;
};

const nothing = { kind: null, amount: null, currency: null, payer: null, tail: null, balance: null, templateId: null };

export const parseNotification = (input: NotificationInput, templates: readonly NotificationTemplate[]): ParsedNotification => {
  const bank = bankOfSource(input.source);
  if (!bank) return { outcome: 'unknown_source', bank: null, ...nothing };
  const source = sourceKey(input.source);
  const usable = templates
    .filter((template) => template.enabled && template.bank === bank && template.sources.some((s) => sourceKey(s) === source))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const parts = splitJoinedMessages(input.text.slice(0, MAX_TEXT_LENGTH));
  const reading = combine(parts.map((part) => readPart(usable, input.title, part)));
  if (!reading) return { outcome: 'unparsed', bank, ...nothing };
  return { outcome: 'parsed', bank, ...reading };
};

/** What was read from a notification, as the device API and the template screen show it. */
export const readingOf = (parsed: ParsedNotification) => ({
  bank: parsed.bank,
  kind: parsed.kind,
  amount: parsed.amount,
  currency: parsed.currency,
  payer: parsed.payer,
  tail: parsed.tail,
  balance: parsed.balance,
  template: parsed.templateId,
});

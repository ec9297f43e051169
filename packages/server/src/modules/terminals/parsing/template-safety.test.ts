import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_NON_INCOMING_SAMPLES } from './known-non-incoming-samples';
import { MAX_PATTERN_LENGTH, checkTemplate, type TemplateCandidate } from './template-safety';

const candidate = (overrides: Partial<TemplateCandidate>): TemplateCandidate => ({
  bank: 'tbank',
  sources: ['Tinkoff', 'com.idamob.tinkoff.android'],
  kind: 'incoming',
  pattern: String.raw`^Поступил перевод (?<amount>\d{1,12}(?:\.\d{1,2})?) (?<currency>RUB) от (?<payer>[^\d|]{1,60}) Доступно (?<balance>\d{1,12}(?:\.\d{1,2})?) RUB`,
  ...overrides,
});

describe('checking an admin’s template', () => {
  it('accepts a tight template', () => {
    expect(checkTemplate(candidate({}), KNOWN_NON_INCOMING_SAMPLES)).toEqual({ ok: true });
  });

  it('refuses a pattern that does not compile', () => {
    expect(checkTemplate(candidate({ pattern: '^Пополнение (?<amount>\\d+' }), [])).toEqual({
      ok: false,
      code: 'template_invalid_pattern',
    });
    // With the 'u' flag a lone brace is a syntax error.
    expect(checkTemplate(candidate({ pattern: 'a{' }), [])).toEqual({ ok: false, code: 'template_invalid_pattern' });
  });

  it('refuses an empty pattern and one longer than 1,000 characters', () => {
    expect(checkTemplate(candidate({ pattern: '' }), [])).toMatchObject({ code: 'template_invalid_pattern' });
    expect(checkTemplate(candidate({ pattern: `^${'a'.repeat(MAX_PATTERN_LENGTH)}` }), [])).toMatchObject({
      code: 'template_invalid_pattern',
    });
  });

  it('refuses a named group outside amount, currency, payer, tail and balance', () => {
    expect(checkTemplate(candidate({ pattern: String.raw`^(?<amount>\d{1,9}) RUB (?<comment>\S{1,20})` }), [])).toEqual({
      ok: false,
      code: 'template_unknown_group',
    });
  });

  it('refuses a source outside its bank’s whitelist', () => {
    expect(checkTemplate(candidate({ sources: ['Tinkoff', '900'] }), [])).toEqual({ ok: false, code: 'template_unknown_source' });
    expect(checkTemplate(candidate({ sources: ['+79001234567'] }), [])).toEqual({ ok: false, code: 'template_unknown_source' });
    expect(checkTemplate(candidate({ sources: [] }), [])).toEqual({ ok: false, code: 'template_unknown_source' });
    expect(checkTemplate(candidate({ bank: 'nobank' }), [])).toEqual({ ok: false, code: 'template_unknown_source' });
  });

  it.each([
    ['nested quantifiers', String.raw`^(?<payer>(?:\p{L}+ ?)+) перевел`],
    ['overlapping alternatives under a star', String.raw`^(?:а|а)*$`],
    ['adjacent wildcards', String.raw`^Перевод (?<amount>.+?) RUB от (?<payer>.+?) Баланс`],
    ['a named back-reference', String.raw`^(?<payer>\p{L}{1,9}) \k<payer>`],
  ])('refuses a pattern prone to catastrophic backtracking: %s', (_name, pattern) => {
    expect(checkTemplate(candidate({ pattern }), [])).toEqual({ ok: false, code: 'template_unsafe_pattern' });
  });

  it('refuses an incoming template that reads a known non-incoming text', () => {
    const loose = String.raw`(?<amount>\d{1,12}) (?<currency>RUB)`;
    const result = checkTemplate(candidate({ pattern: loose }), KNOWN_NON_INCOMING_SAMPLES);
    expect(result).toMatchObject({ ok: false, code: 'template_matches_known_sample' });
    expect(result.ok === false && KNOWN_NON_INCOMING_SAMPLES.some((sample) => sample.text === result.sample)).toBe(true);
  });

  it('lets an outgoing or ignore template match known non-incoming texts', () => {
    const pattern = String.raw`Возврат (?<amount>\d{1,12})`;
    expect(checkTemplate(candidate({ kind: 'ignore', pattern }), KNOWN_NON_INCOMING_SAMPLES)).toEqual({ ok: true });
  });
});

describe('the known non-incoming samples shipped with the server', () => {
  it('are the outgoing and other texts of both test corpora', () => {
    const dir = path.join(import.meta.dirname, '../../../../test/fixtures/sms');
    const fromCorpora = ['bank-notifications.ru.json', 'unseen-notifications.ru.json'].flatMap((file) =>
      (
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
          id: string;
          title?: string | null;
          text: string;
          expected: { kind: string };
        }[]
      )
        .filter((sample) => sample.expected.kind !== 'incoming')
        .map((sample) => ({ id: sample.id, title: sample.title ?? null, text: sample.text })),
    );
    expect(KNOWN_NON_INCOMING_SAMPLES.map((sample) => ({ ...sample, title: sample.title ?? null }))).toEqual(fromCorpora);
  });
});

import { describe, expect, it } from 'vitest';
import { pastedTexts, sourcesForBank, templateFieldOf } from './template-form.util';

const BANKS = [
  { slug: 'sberbank', title: 'Сбербанк', sources: ['900', 'SBERBANK'] },
  { slug: 'tbank', title: 'Т-Банк', sources: ['Tinkoff'] },
];

describe('the template form', () => {
  it('takes one pasted text a line, skipping blank ones, and refuses none or too many', () => {
    expect(pastedTexts(' first \n\n second\r\n')).toEqual({ texts: ['first', 'second'], problem: null });
    expect(pastedTexts(' \n ').problem).toBe('none');
    expect(pastedTexts(Array.from({ length: 21 }, (_, index) => `t${index}`).join('\n')).problem).toBe('tooMany');
  });

  it('keeps only the new bank’s senders, or all of them when none is left', () => {
    expect(sourcesForBank(BANKS, 'sberbank', ['900'])).toEqual(['900']);
    expect(sourcesForBank(BANKS, 'tbank', ['900'])).toEqual(['Tinkoff']);
  });

  it('places a refusal of one sender on the senders field', () => {
    expect(templateFieldOf('sources.1')).toBe('sources');
    expect(templateFieldOf('pattern')).toBe('pattern');
  });
});

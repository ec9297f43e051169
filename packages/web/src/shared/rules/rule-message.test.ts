import { checkRules } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { ruleMessage } from './rule-message';

const en = (key: Parameters<typeof translate>[0], params?: Parameters<typeof translate>[1]) => translate(key, params, 'en');
const ru = (key: Parameters<typeof translate>[0], params?: Parameters<typeof translate>[1]) => translate(key, params, 'ru');

describe('ruleMessage', () => {
  it('says "at least" for a number under its minimum', () => {
    const failure = checkRules('-1', ['nullable', 'numeric', 'min:0']);
    expect(failure).not.toBeNull();
    expect(ruleMessage(en, failure!)).toBe('must be at least 0');
    expect(ruleMessage(ru, failure!)).toBe('должно быть не меньше 0');
  });

  it('names the digit count and the checksum of a card number', () => {
    expect(ruleMessage(en, checkRules('4111', ['required', 'string', 'digits:16', 'luhn'])!)).toBe('must be exactly 16 digits');
    expect(ruleMessage(en, checkRules('4111111111111112', ['required', 'string', 'digits:16', 'luhn'])!)).toBe(
      'is not a valid card number (checksum)',
    );
  });

  it('words a short text by its length', () => {
    expect(ruleMessage(en, checkRules('A', ['required', 'string', 'min:2'])!)).toBe('must be at least 2 characters');
  });

  it('falls back to "is invalid" for a rule it does not know', () => {
    expect(ruleMessage(en, { rule: 'something_new', params: {} })).toBe('is invalid');
  });
});

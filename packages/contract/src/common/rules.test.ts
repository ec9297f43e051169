import { describe, expect, it } from 'vitest';
import { checkRules, luhnValid } from './rules';

describe('checkRules', () => {
  it('checks required, nullable and string', () => {
    expect(checkRules('', ['required', 'string'])).toEqual({ rule: 'required', params: {} });
    expect(checkRules(null, ['nullable', 'numeric'])).toBeNull();
    expect(checkRules(5, ['string'])).toEqual({ rule: 'string', params: {} });
  });

  it('says "at least" for min, on text and on numbers', () => {
    expect(checkRules('a', ['string', 'min:2'])).toEqual({ rule: 'min_string', params: { min: 2 } });
    expect(checkRules('-1', ['numeric', 'min:0'])).toEqual({ rule: 'min_number', params: { min: 0 } });
    expect(checkRules('10', ['numeric', 'max:5'])).toEqual({ rule: 'max_number', params: { max: 5 } });
  });

  it('checks digits, regex, enum lists and the Luhn checksum', () => {
    expect(checkRules('123', ['digits:4'])).toEqual({ rule: 'digits', params: { digits: 4 } });
    expect(checkRules('79001234567', ['regex:^\\d{10,15}$'])).toBeNull();
    expect(checkRules('+7900', ['regex:^\\d{10,15}$'])).toEqual({ rule: 'format', params: {} });
    expect(checkRules('c', ['in:a,b'])).toEqual({ rule: 'enum', params: { values: 'a, b' } });
    expect(checkRules('4111111111111111', ['digits:16', 'luhn'])).toBeNull();
    expect(checkRules('4111111111111112', ['digits:16', 'luhn'])).toEqual({ rule: 'luhn', params: {} });
  });

  it('knows real card numbers from near misses', () => {
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4000056655665556')).toBe(true);
    expect(luhnValid('5555555555554443')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('12a4')).toBe(false);
  });
});

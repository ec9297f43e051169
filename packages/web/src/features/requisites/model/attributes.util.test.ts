import { describe, expect, it } from 'vitest';
import { attributeLines, formatCardNumber, formatPhone, normalizeAttribute } from './attributes.util';

describe('formatCardNumber', () => {
  it('groups a 16-digit number by four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });

  it('shows nothing for any other length', () => {
    expect(formatCardNumber('411111111111111')).toBeNull();
    expect(formatCardNumber('41111111111111112')).toBeNull();
    expect(formatCardNumber(undefined)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes an 11-digit number from 7 or 8 in the +7 form', () => {
    expect(formatPhone('79161234567')).toBe('+7 916 123-45-67');
    expect(formatPhone('89161234567')).toBe('+7 916 123-45-67');
  });

  it('shows other numbers of 10 to 15 digits as they are', () => {
    expect(formatPhone('9161234567')).toBe('9161234567');
    expect(formatPhone('998901234567')).toBe('998901234567');
  });

  it('shows nothing under 10 or over 15 digits', () => {
    expect(formatPhone('916123456')).toBeNull();
    expect(formatPhone('1234567890123456')).toBeNull();
  });
});

describe('normalizeAttribute', () => {
  it('drops typing from digit fields only', () => {
    expect(normalizeAttribute(' 4111 1111-1111 1111 ', ['required', 'string', 'digits:16', 'luhn'])).toBe('4111111111111111');
    expect(normalizeAttribute('+7 (916) 123-45-67', ['required', 'string', 'regex:^\\d{10,15}$'])).toBe('79161234567');
    expect(normalizeAttribute(' Ivan Petrov ', ['required', 'string', 'min:2'])).toBe('Ivan Petrov');
  });
});

describe('attributeLines', () => {
  it('lists the holder and the number a requisite pays to', () => {
    expect(attributeLines({ card_number: '4111111111111111', holder: 'IVAN' })).toEqual([
      { key: 'holder', value: 'IVAN' },
      { key: 'card_number', value: '4111 1111 1111 1111' },
    ]);
  });
});

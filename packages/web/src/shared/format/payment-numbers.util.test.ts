import { describe, expect, it } from 'vitest';
import { exactGroupedAmount, formatPhone, groupCardNumber } from './payment-numbers.util';

describe('payment numbers as people read them', () => {
  it('groups a card number by four', () => {
    expect(groupCardNumber('4276380012345679')).toBe('4276 3800 1234 5679');
    expect(groupCardNumber('2200 7001 2345 6789 012')).toBe('2200 7001 2345 6789 012');
  });

  it('writes a Russian phone as it is dialled', () => {
    expect(formatPhone('79001234567')).toBe('+7 900 123-45-67');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });

  it('keeps every decimal of the amount and separates thousands', () => {
    expect(exactGroupedAmount('1500.50')).toBe('1\u202f500.50');
    expect(exactGroupedAmount('999')).toBe('999');
    expect(exactGroupedAmount('1234567.05')).toBe('1\u202f234\u202f567.05');
  });
});

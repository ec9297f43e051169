import { describe, expect, it } from 'vitest';
import { exactAmount, formatPhone, formatRemaining, groupCardNumber, remainingMs } from './payment-details.util';

describe('payment details as the customer reads them', () => {
  it('groups a card number by four', () => {
    expect(groupCardNumber('4276380012345679')).toBe('4276 3800 1234 5679');
    expect(groupCardNumber('2200 7001 2345 6789 012')).toBe('2200 7001 2345 6789 012');
  });

  it('writes a Russian phone as it is dialled', () => {
    expect(formatPhone('79001234567')).toBe('+7 900 123-45-67');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });

  it('keeps every decimal of the amount and separates thousands', () => {
    expect(exactAmount('1500.50')).toBe('1\u202f500.50');
    expect(exactAmount('999')).toBe('999');
    expect(exactAmount('1234567.05')).toBe('1\u202f234\u202f567.05');
  });

  it('counts down by the server clock, never below zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    // The phone is 60 s behind the server: 2 minutes left by the server are 1 minute here.
    expect(remainingMs('2026-01-01T00:02:00Z', 60_000, now)).toBe(60_000);
    expect(remainingMs('2025-12-31T23:00:00Z', 0, now)).toBe(0);
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(0)).toBe('00:00');
  });
});

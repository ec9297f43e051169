import { describe, expect, it } from 'vitest';
import { formatRemaining, remainingMs } from './payment-details.util';

describe('the payment page countdown', () => {
  it('counts down by the server clock, never below zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    // The phone is 60 s behind the server: 2 minutes left by the server are 1 minute here.
    expect(remainingMs('2026-01-01T00:02:00Z', 60_000, now)).toBe(60_000);
    expect(remainingMs('2025-12-31T23:00:00Z', 0, now)).toBe(0);
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(0)).toBe('00:00');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differsByMoreThan, fromMinor, toMinor } from './money';

describe('money', () => {
  it('converts decimal strings to minor units exactly', () => {
    expect(toMinor('12.345', 6)).toBe(12_345_000n);
    expect(toMinor('0.1', 2)).toBe(10n);
    expect(toMinor('-5', 2)).toBe(-500n);
    expect(fromMinor(12_345_000n, 6)).toBe('12.345000');
    expect(fromMinor(-7n, 2)).toBe('-0.07');
    expect(fromMinor(5n, 0)).toBe('5');
  });

  it('refuses too many decimals and non-numbers', () => {
    expect(() => toMinor('1.001', 2)).toThrow(RangeError);
    expect(() => toMinor('1e5', 2)).toThrow(RangeError);
    expect(() => toMinor('', 2)).toThrow(RangeError);
  });

  it('round-trips any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (minor, scale) => {
        expect(toMinor(fromMinor(minor, scale), scale)).toBe(minor);
      }),
    );
  });

  it('tells a received amount beyond a share of the asked one, exactly at any scale', () => {
    expect(differsByMoreThan('1200.00', '12000', '10')).toBe(true);
    expect(differsByMoreThan('2000.00', '1800.00', '10')).toBe(false);
    expect(differsByMoreThan('2000.00', '1799.99', '10')).toBe(true);
    expect(differsByMoreThan('2000', '2200.01', '10')).toBe(true);
    expect(differsByMoreThan('2000', '2200', '10')).toBe(false);
    expect(differsByMoreThan('1000', '1025.5', '2.5')).toBe(true);
    expect(differsByMoreThan('1000', '1025', '2.5')).toBe(false);
    expect(differsByMoreThan('500', '500.00', '0')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal, formatMoney, trimDecimal } from './format-money.util';

describe('formatDecimal', () => {
  it('truncates extra digits instead of rounding', () => {
    expect(formatDecimal('1.999999', 2)).toBe('1.99');
    expect(formatDecimal('0.129', 2)).toBe('0.12');
  });

  it('pads missing digits', () => {
    expect(formatDecimal('5', 2)).toBe('5.00');
    expect(formatDecimal('5.1', 3)).toBe('5.100');
    expect(formatDecimal('.5', 2)).toBe('0.50');
  });

  it('keeps amounts a float would damage exactly', () => {
    expect(formatDecimal('12345678901234567890.123456', 6)).toBe('12345678901234567890.123456');
  });

  it('handles signs and zero decimals', () => {
    expect(formatDecimal('-3.456', 2)).toBe('-3.45');
    expect(formatDecimal('-0.001', 2)).toBe('0.00');
    expect(formatDecimal('007.5', 0)).toBe('7');
  });

  it('leaves a value that is not a decimal as it came', () => {
    expect(formatDecimal('n/a', 2)).toBe('n/a');
  });
});

describe('formatMoney', () => {
  it('uses the currency ratio_fraction and code', () => {
    expect(formatMoney({ amount: '100.123456', currency: { code: 'USDT', name: 'Tether', ratio_fraction: 2 } })).toBe('100.12 USDT');
  });
});

describe('trimDecimal', () => {
  it('drops trailing fractional zeros only', () => {
    expect(trimDecimal('499.000000')).toBe('499');
    expect(trimDecimal('4.500')).toBe('4.5');
    expect(trimDecimal('100')).toBe('100');
  });
});

describe('formatAmount', () => {
  it('shows two decimals and marks digits that were cut', () => {
    expect(formatAmount('100.123456')).toBe('100.12...');
    expect(formatAmount('0.001')).toBe('0.00...');
  });

  it('adds no mark when only zeros were cut', () => {
    expect(formatAmount('499.000000')).toBe('499.00');
    expect(formatAmount('5')).toBe('5.00');
    expect(formatAmount('1.2')).toBe('1.20');
  });

  it('leaves a value that is not a decimal as it came', () => {
    expect(formatAmount('n/a')).toBe('n/a');
  });
});

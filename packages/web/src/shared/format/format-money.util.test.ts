import { describe, expect, it } from 'vitest';
import { exactAmount, formatAmount, formatDecimal, formatMoney, groupThousands, isAmountCut, trimDecimal } from './format-money.util';

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
    expect(formatMoney({ amount: '100.123456', currency: { code: 'USDT', name: 'Tether', ratio_fraction: 2 } }, 'en')).toBe('100.12 USDT');
  });

  it('groups thousands by language', () => {
    const money = { amount: '1237168.400000', currency: { code: 'USDT', name: 'Tether', ratio_fraction: 2 } };
    expect(formatMoney(money, 'en')).toBe('1,237,168.40 USDT');
    expect(formatMoney(money, 'ru')).toBe('1 237 168.40 USDT');
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
  it('shows at most two decimals and marks digits that were cut', () => {
    expect(formatAmount('100.123456', 2, 'en')).toBe('100.12...');
    expect(formatAmount('0.001', 2, 'en')).toBe('0...');
    expect(formatAmount('1.999999', 2, 'en')).toBe('1.99...');
  });

  it('cuts trailing zeros and adds no mark when only zeros were cut', () => {
    expect(formatAmount('499.000000', 2, 'en')).toBe('499');
    expect(formatAmount('5', 2, 'en')).toBe('5');
    expect(formatAmount('1.2', 2, 'en')).toBe('1.2');
    expect(formatAmount('1.50', 2, 'en')).toBe('1.5');
  });

  it('groups thousands the way each language writes them', () => {
    expect(formatAmount('1237168.400000', 2, 'en')).toBe('1,237,168.4');
    expect(formatAmount('1237168.400000', 2, 'ru')).toBe('1 237 168.4');
    expect(formatAmount('-1234.5678', 2, 'en')).toBe('-1,234.56...');
    expect(formatAmount('999.99', 2, 'en')).toBe('999.99');
    expect(formatAmount('12345678901234567890.123456', 2, 'en')).toBe('12,345,678,901,234,567,890.12...');
  });

  it('leaves a value that is not a decimal as it came', () => {
    expect(formatAmount('n/a')).toBe('n/a');
  });
});

describe('the exact value behind a cut amount', () => {
  it('keeps every significant digit, ungrouped', () => {
    expect(exactAmount('1237168.412345')).toBe('1237168.412345');
    expect(exactAmount('100.500000')).toBe('100.5');
    expect(isAmountCut('100.123456')).toBe(true);
    expect(isAmountCut('100.120000')).toBe(false);
  });

  it('groups nothing that is not a number', () => {
    expect(groupThousands('n/a', 'en')).toBe('n/a');
  });
});

import { describe, expect, it } from 'vitest';
import { clampAmount, depositAddresses, isPositiveDecimal, virtualUsdtWallet } from './balance.util';

const currency = { code: 'USDT', name: 'Tether USD', ratio_fraction: 2 };
const wallets = [
  { name: 'USDT', type: { slug: 'virtual' as const }, address: null, amount: { amount: '12.345678', currency } },
  { name: 'USDT TRC20', type: { slug: 'real' as const }, address: 'TGKGWmMoEQp2xZDckUxGdtQ7C42L5DZjR9', amount: { amount: '0', currency } },
  { name: 'USDT TRC20', type: { slug: 'real' as const }, address: null, amount: { amount: '0', currency } },
];

describe('clampAmount', () => {
  it('turns an amount above the balance into the balance', () => {
    expect(clampAmount('13', '12.345678')).toBe('12.345678');
    expect(clampAmount('99999999999999999999', '250.000000')).toBe('250');
  });

  it('keeps an amount within the balance as typed', () => {
    expect(clampAmount('12.3', '12.345678')).toBe('12.3');
    expect(clampAmount('12.', '12.345678')).toBe('12.');
    expect(clampAmount('', '12.345678')).toBe('');
    expect(clampAmount('.5', '12.345678')).toBe('.5');
  });

  it('makes anything positive zero when the balance is zero', () => {
    expect(clampAmount('0.000001', '0.000000')).toBe('0');
  });

  it('compares exactly, past the precision of a float', () => {
    expect(clampAmount('9007199254740993.000001', '9007199254740993')).toBe('9007199254740993');
  });
});

describe('isPositiveDecimal', () => {
  it('accepts a decimal with a non-zero digit', () => {
    expect(isPositiveDecimal('0.000001')).toBe(true);
    expect(isPositiveDecimal('.5')).toBe(true);
  });

  it('refuses zero, blanks and non-decimals', () => {
    expect(isPositiveDecimal('0.00')).toBe(false);
    expect(isPositiveDecimal('')).toBe(false);
    expect(isPositiveDecimal('1e3')).toBe(false);
    expect(isPositiveDecimal('-1')).toBe(false);
  });
});

describe('wallets', () => {
  it('finds the virtual USDT wallet and the real addresses', () => {
    expect(virtualUsdtWallet(wallets)?.amount.amount).toBe('12.345678');
    expect(virtualUsdtWallet([])).toBeNull();
    expect(depositAddresses(wallets)).toEqual([{ name: 'USDT TRC20', address: 'TGKGWmMoEQp2xZDckUxGdtQ7C42L5DZjR9' }]);
  });
});

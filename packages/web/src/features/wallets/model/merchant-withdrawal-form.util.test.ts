import { describe, expect, it } from 'vitest';
import { merchantWithdrawalErrors } from './merchant-withdrawal-form.util';

const valid = { trader: 'a', merchant: 'b', amount: '5', address: 'TGKGWmMoEQp2xZDckUxGdtQ7C42L5DZjR9' };

describe('merchantWithdrawalErrors', () => {
  it('passes a complete form', () => {
    expect(merchantWithdrawalErrors(valid)).toEqual({});
  });

  it('names every missing field at once', () => {
    expect(merchantWithdrawalErrors({ trader: null, merchant: null, amount: '', address: ' ' })).toEqual({
      trader: 'trader_required',
      merchant: 'merchant_required',
      amount: 'amount_required',
      address: 'address_required',
    });
  });

  it('refuses an amount under 1 USDT or not a number', () => {
    expect(merchantWithdrawalErrors({ ...valid, amount: '0' }).amount).toBe('amount_required');
    expect(merchantWithdrawalErrors({ ...valid, amount: '0.5' }).amount).toBe('amount_required');
    expect(merchantWithdrawalErrors({ ...valid, amount: '-3' }).amount).toBe('amount_required');
    expect(merchantWithdrawalErrors({ ...valid, amount: '1' }).amount).toBeUndefined();
  });

  it('refuses an address shorter than 10 characters', () => {
    expect(merchantWithdrawalErrors({ ...valid, address: 'T12345678' }).address).toBe('address_invalid');
    expect(merchantWithdrawalErrors({ ...valid, address: 'T123456789' }).address).toBeUndefined();
  });
});

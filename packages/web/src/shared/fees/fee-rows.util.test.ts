import { describe, expect, it } from 'vitest';
import { feeRowsOf, newFeeRow, toFees } from './fee-rows.util';

describe('fee rows', () => {
  it('start a new fee as pay-in from 0, unlimited, at 0 %', () => {
    expect(newFeeRow()).toEqual({ direction: 'pay_in', percentage: '0', min_amount: '0', max_amount: '' });
  });

  it('show stored fees without trailing zeros and an unlimited maximum as empty', () => {
    expect(feeRowsOf([{ direction: 'pay_out', percentage: '5.00', min_amount: '100.000000', max_amount: null }])).toEqual([
      { direction: 'pay_out', percentage: '5', min_amount: '100', max_amount: '' },
    ]);
  });

  it('send an empty minimum as 0 and an empty maximum as none', () => {
    expect(toFees([{ direction: 'pay_in', percentage: ' 1.5 ', min_amount: '', max_amount: ' ' }])).toEqual([
      { direction: 'pay_in', percentage: '1.5', min_amount: '0', max_amount: null },
    ]);
  });
});

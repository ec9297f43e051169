import type { FeeDirection, ProfileFee } from '@paydesk/contract';
import { trimDecimal } from '../format/format-money.util';

/** One row of the fees form: what the inputs hold; an empty maximum is unlimited. */
export type FeeRow = { direction: FeeDirection; percentage: string; min_amount: string; max_amount: string };

/** The spec's default new fee: pay-in, from 0 with no maximum, 0 %. */
export const newFeeRow = (): FeeRow => ({ direction: 'pay_in', percentage: '0', min_amount: '0', max_amount: '' });

export const feeRowsOf = (fees: readonly ProfileFee[]): FeeRow[] =>
  fees.map((fee) => ({
    direction: fee.direction,
    percentage: trimDecimal(fee.percentage),
    min_amount: trimDecimal(fee.min_amount),
    max_amount: fee.max_amount === null ? '' : trimDecimal(fee.max_amount),
  }));

/** The fees as the server takes them: an empty minimum is 0 and an empty maximum is none. */
export const toFees = (rows: readonly FeeRow[]) =>
  rows.map((row) => ({
    direction: row.direction,
    percentage: row.percentage.trim(),
    min_amount: row.min_amount.trim() || '0',
    max_amount: row.max_amount.trim() || null,
  }));

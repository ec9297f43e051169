import { toMinor, USDT_SCALE } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { getUserBalances, postTransfer } from '../ledger/ledger.service';
import * as repo from './users.repository';

/**
 * Once a trader's available USDT covers the insurance payment, moves it to the insurance account
 * and marks the insurance paid, in the caller's transaction. Returns whether it did. Called on each
 * deposit and whenever an admin sets the amount (0 or none settles at once).
 */
export const settleInsurance = async (sql: Sql, userId: string) => {
  const profile = await repo.lockInsuranceTerms(sql, userId);
  if (!profile || profile.insurance_paid) return false;
  // No amount means no insurance: nothing is due, so the trader is never locked out for nothing.
  const due = profile.amount === null ? 0n : toMinor(profile.amount, USDT_SCALE);
  const { available } = await getUserBalances(sql, userId, 'USDT');
  if (available < due) return false;
  if (due > 0n) {
    await postTransfer(sql, {
      from: { owner: userId, part: 'available' },
      to: { owner: userId, part: 'insurance' },
      currency: 'USDT',
      amount: due,
      kind: 'insurance',
      reference: { type: 'user', id: userId },
      idempotencyKey: `insurance:${userId}`,
    });
  }
  await repo.markInsurancePaid(sql, userId);
  return true;
};

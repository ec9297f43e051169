import type { Db } from '../../../db/db';
import type { AntiFraudConfig } from '../anti-fraud-settings';
import * as repo from '../antifraud.repository';

export const ANTI_FRAUD_SWEEP_JOB = 'anti-fraud-sweep';
export const ANTI_FRAUD_SWEEP_EVERY_MS = 60_000;
/** Receipts given this recently are compared: each sweep looks back well past its own interval. */
const RECEIPT_LOOKBACK_HOURS = 24;

/**
 * The rules over what already happened, run by the job runner: the requisites' pace, the
 * traders' fast confirmations, lost disputes and payments without an order, receipts given
 * twice. Each trip opens a case unless one is in force for that rule and target; answers how many opened.
 */
export const sweepUseCase = (db: Db, settings: () => Promise<AntiFraudConfig>) => async () => {
  const config = await settings();
  const opened: (repo.CaseRow | null)[] = [];
  const open = async (row: repo.NewCase) => opened.push(await repo.openCase(db, row));

  if (config.on('requisite_pace')) {
    const factor = config.factor();
    for (const row of await repo.requisitesBeyondPace(db, {
      factor,
      minOrders: config.count('requisite_pace_min_orders'),
      days: config.count('requisite_pace_days'),
    })) {
      await open({
        rule: 'requisite_pace',
        targetType: 'requisite',
        targetKey: row.requisite_id,
        targetRequisiteId: row.requisite_id,
        targetUserId: row.trader_id,
        effect: 'requisite_paused',
        evidence: {
          figures: {
            hour_orders: row.hour_orders,
            hour_turnover: `${row.hour_turnover} ${row.currency}`,
            usual_orders: row.usual_orders,
            usual_turnover: `${row.usual_turnover} ${row.currency}`,
            factor,
          },
          orders: row.orders,
        },
      });
    }
  }
  const stopTrader = (rule: repo.NewCase['rule'], traderId: string, evidence: repo.Evidence) =>
    open({ rule, targetType: 'trader', targetKey: traderId, targetUserId: traderId, effect: 'trader_stopped', evidence });

  if (config.on('trader_fast_confirm')) {
    const seconds = config.count('trader_fast_confirm_seconds');
    const hours = config.count('trader_fast_confirm_hours');
    for (const row of await repo.fastConfirmations(db, { seconds, hours, count: config.count('trader_fast_confirm_count') })) {
      await stopTrader('trader_fast_confirm', row.trader_id, {
        figures: { fast_confirmations: row.total, seconds, period_hours: hours },
        orders: row.orders,
      });
    }
  }
  if (config.on('trader_lost_disputes')) {
    const days = config.count('trader_lost_disputes_days');
    for (const row of await repo.lostDisputes(db, { days, count: config.count('trader_lost_disputes_count') })) {
      await stopTrader('trader_lost_disputes', row.trader_id, {
        figures: { lost_disputes: row.total, period_days: days },
        orders: row.orders,
      });
    }
  }
  if (config.on('trader_unmatched_payments')) {
    const hours = config.count('trader_unmatched_payments_hours');
    for (const row of await repo.unmatchedPayments(db, { hours, count: config.count('trader_unmatched_payments_count') })) {
      await stopTrader('trader_unmatched_payments', row.trader_id, {
        figures: { unmatched_payments: row.total, period_hours: hours },
        orders: [],
      });
    }
  }
  if (config.on('receipt_reused')) {
    for (const row of await repo.reusedReceipts(db, RECEIPT_LOOKBACK_HOURS)) {
      const evidence = { figures: { first_order: row.first_order_id, sha256: row.sha256 }, orders: [row.order_id, row.first_order_id] };
      // Without a customer id only the merchant can be named: the case asks for a look and blocks nothing.
      await open(
        row.customer_id
          ? {
              rule: 'receipt_reused',
              targetType: 'customer',
              targetKey: `${row.merchant_id}:${row.customer_id}`,
              merchantId: row.merchant_id,
              customerId: row.customer_id,
              effect: 'customer_blocked',
              evidence,
            }
          : {
              rule: 'receipt_reused',
              targetType: 'merchant',
              targetKey: row.merchant_id,
              targetUserId: row.merchant_id,
              merchantId: row.merchant_id,
              effect: 'flagged',
              evidence,
            },
      );
    }
  }
  return opened.filter((row) => row !== null).length;
};

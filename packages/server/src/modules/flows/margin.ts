import { fromMinor, toMinor, type FeeDirection } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import * as directory from '../users/user-directory.service';

const pct = (value: string | null | undefined) => toMinor(value ?? '0', 2);
const show = (hundredths: bigint) => fromMinor(hundredths, 2);

export type MarginBreach = { merchant: string; direction: FeeDirection; merchantFee: string; reward: string; referral: string };

/**
 * DESIGN 5: platform margin = merchant fee − trader reward − referral rewards (the trader's
 * teamleads and the merchant's referrers). Checks every merchant against every trader executor
 * of the flow, in both directions, with the trader's highest fee; returns the first breach.
 */
export const findNegativeMargin = async (sql: Sql, flowId: string): Promise<MarginBreach | null> => {
  const [merchantIds, executors] = await Promise.all([
    sql.query<{ merchant_id: string }>('SELECT merchant_id FROM flow_merchants WHERE flow_id = $1', [flowId]),
    sql.query<{ trader_id: string; fee_in: string; fee_out: string }>(
      `SELECT e.trader_id,
              COALESCE((SELECT max(fe.percentage) FROM flow_executor_fees fe WHERE fe.executor_id = e.id AND fe.direction = 'pay_in'), 0)::text AS fee_in,
              COALESCE((SELECT max(fe.percentage) FROM flow_executor_fees fe WHERE fe.executor_id = e.id AND fe.direction = 'pay_out'), 0)::text AS fee_out
         FROM flow_executors e WHERE e.flow_id = $1 AND e.trader_id IS NOT NULL`,
      [flowId],
    ),
  ]);
  // Fees and referral shares are the users domain's terms: asked of it, not read from its tables.
  const [merchants, leads] = await Promise.all([
    directory.merchantFeeTerms(
      sql,
      merchantIds.map((row) => row.merchant_id),
    ),
    directory.teamleadShares(
      sql,
      executors.map((row) => row.trader_id),
    ),
  ]);
  const traders = executors.map((row) => ({ ...row, ...leads.find((lead) => lead.trader_id === row.trader_id)! }));
  for (const merchant of merchants) {
    for (const trader of traders) {
      for (const direction of ['pay_in', 'pay_out'] as const) {
        const inbound = direction === 'pay_in';
        const merchantFee = pct(inbound ? merchant.pay_in : merchant.pay_out);
        const reward = pct(inbound ? trader.fee_in : trader.fee_out);
        const referral = pct(inbound ? merchant.ref_in : merchant.ref_out) + pct(inbound ? trader.lead_in : trader.lead_out);
        if (merchantFee - reward - referral < 0n) {
          return { merchant: merchant.username, direction, merchantFee: show(merchantFee), reward: show(reward), referral: show(referral) };
        }
      }
    }
  }
  return null;
};

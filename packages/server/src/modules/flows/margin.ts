import { fromMinor, toMinor, type FeeDirection } from '@paydesk/contract';
import type { Sql } from '../../db/db';

const pct = (value: string | null | undefined) => toMinor(value ?? '0', 2);
const show = (hundredths: bigint) => fromMinor(hundredths, 2);

export type MarginBreach = { merchant: string; direction: FeeDirection; merchantFee: string; reward: string; referral: string };

/**
 * DESIGN 5: platform margin = merchant fee − trader reward − referral rewards (the trader's
 * teamleads and the merchant's referrers). Checks every merchant against every trader executor
 * of the flow, in both directions, with the trader's highest fee; returns the first breach.
 */
export const findNegativeMargin = async (sql: Sql, flowId: string): Promise<MarginBreach | null> => {
  const [merchants, traders] = await Promise.all([
    sql.query<{ id: string; username: string; pay_in: string | null; pay_out: string | null; ref_in: string; ref_out: string }>(
      `SELECT u.id, u.username, mp.pay_in_percentage::text AS pay_in, mp.pay_out_percentage::text AS pay_out,
              COALESCE((SELECT sum(r.pay_in_percentage) FROM merchant_referrals r WHERE r.merchant_id = u.id), 0)::text AS ref_in,
              COALESCE((SELECT sum(r.pay_out_percentage) FROM merchant_referrals r WHERE r.merchant_id = u.id), 0)::text AS ref_out
         FROM flow_merchants m JOIN users u ON u.id = m.merchant_id LEFT JOIN merchant_profiles mp ON mp.user_id = u.id
        WHERE m.flow_id = $1`,
      [flowId],
    ),
    sql.query<{ trader_id: string; fee_in: string; fee_out: string; lead_in: string; lead_out: string }>(
      `SELECT e.trader_id,
              COALESCE((SELECT max(fe.percentage) FROM flow_executor_fees fe WHERE fe.executor_id = e.id AND fe.direction = 'pay_in'), 0)::text AS fee_in,
              COALESCE((SELECT max(fe.percentage) FROM flow_executor_fees fe WHERE fe.executor_id = e.id AND fe.direction = 'pay_out'), 0)::text AS fee_out,
              COALESCE((SELECT sum(t.pay_in_percentage) FROM trader_teamleads t WHERE t.trader_id = e.trader_id), 0)::text AS lead_in,
              COALESCE((SELECT sum(t.pay_out_percentage) FROM trader_teamleads t WHERE t.trader_id = e.trader_id), 0)::text AS lead_out
         FROM flow_executors e WHERE e.flow_id = $1 AND e.trader_id IS NOT NULL`,
      [flowId],
    ),
  ]);
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

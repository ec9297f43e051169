import { FIAT_CURRENCIES, fromMinor, scaleOf, USDT_SCALE, type ReconciliationRow } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { filterLabel } from '../../http/messages';

const utcDay = (column: string) => `(date_trunc('day', ${column} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** Orders by the day they were created: counts by status, and what the paid and done ones moved. */
const ORDERS_BY_DAY = `
  SELECT merchant_id, ${utcDay('created_at')} AS day, fiat_currency AS currency,
         count(*)::int AS orders_total,
         count(*) FILTER (WHERE status = 'new')::int AS orders_new,
         count(*) FILTER (WHERE status = 'in-progress')::int AS orders_in_progress,
         count(*) FILTER (WHERE status = 'paid')::int AS orders_paid,
         count(*) FILTER (WHERE status = 'done')::int AS orders_done,
         count(*) FILTER (WHERE status = 'canceled')::int AS orders_canceled,
         count(*) FILTER (WHERE status = 'dispute')::int AS orders_dispute,
         COALESCE(sum(COALESCE(paid_fiat_amount, fiat_amount)) FILTER (WHERE status IN ('paid', 'done')), 0) AS paid_fiat,
         COALESCE(sum(COALESCE(paid_crypto_amount, crypto_amount)) FILTER (WHERE status IN ('paid', 'done')), 0) AS paid_crypto
    FROM orders
   GROUP BY 1, 2, 3`;

/**
 * The orders' ledger transfers by the day they were posted: the merchant's net movement (credits
 * to the merchant's accounts less debits from them; a hold between the merchant's own parts nets
 * to nothing) and the merchant's fee, which the settlement split among the platform, the executor,
 * the teamleads and the referrers (a pay-out's executor leg carries the paid amount besides its reward).
 */
const LEDGER_BY_DAY = `
  SELECT o.merchant_id, ${utcDay('t.created_at')} AS day, o.fiat_currency AS currency,
         sum(CASE WHEN ca.owner_id = o.merchant_id THEN t.amount ELSE 0 END)
           - sum(CASE WHEN da.owner_id = o.merchant_id THEN t.amount ELSE 0 END) AS ledger_movement,
         sum(CASE
               WHEN t.kind IN ('platform_fee', 'teamlead_reward', 'referral_reward') THEN t.amount
               WHEN t.kind IN ('trader_reward', 'partner_reward') AND o.direction = 'pay_in' THEN t.amount
               WHEN t.kind IN ('trader_reward', 'partner_reward') THEN t.amount - COALESCE(o.paid_crypto_amount, o.crypto_amount)
               ELSE 0
             END) AS fees
    FROM ledger_transfers t
    JOIN orders o ON t.reference_type = 'order' AND t.reference_id = o.id::text
    JOIN ledger_accounts da ON da.id = t.debit_account_id
    JOIN ledger_accounts ca ON ca.id = t.credit_account_id
   GROUP BY 1, 2, 3`;

export type ReconciliationListRow = {
  day: string;
  merchant_id: string;
  username: string;
  currency: string;
  orders_total: number;
  orders_new: number;
  orders_in_progress: number;
  orders_paid: number;
  orders_done: number;
  orders_canceled: number;
  orders_dispute: number;
  paid_fiat: string;
  paid_crypto: string;
  fees: string;
  ledger_movement: string;
};

/** A merchant sees only their own rows; admins every merchant's, with a merchant filter. */
export const reconciliationListSpec = (merchantId: string | null): ListSpec => ({
  select: `to_char(r.day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, r.merchant_id, m.username, r.currency,
           r.orders_total, r.orders_new, r.orders_in_progress, r.orders_paid, r.orders_done, r.orders_canceled, r.orders_dispute,
           r.paid_fiat::text AS paid_fiat, r.paid_crypto::text AS paid_crypto, r.fees::text AS fees, r.ledger_movement::text AS ledger_movement`,
  from: `(
    SELECT COALESCE(a.merchant_id, b.merchant_id) AS merchant_id, COALESCE(a.day, b.day) AS day, COALESCE(a.currency, b.currency) AS currency,
           COALESCE(a.orders_total, 0) AS orders_total, COALESCE(a.orders_new, 0) AS orders_new,
           COALESCE(a.orders_in_progress, 0) AS orders_in_progress, COALESCE(a.orders_paid, 0) AS orders_paid,
           COALESCE(a.orders_done, 0) AS orders_done, COALESCE(a.orders_canceled, 0) AS orders_canceled,
           COALESCE(a.orders_dispute, 0) AS orders_dispute, COALESCE(a.paid_fiat, 0) AS paid_fiat,
           COALESCE(a.paid_crypto, 0) AS paid_crypto, COALESCE(b.fees, 0) AS fees, COALESCE(b.ledger_movement, 0) AS ledger_movement
      FROM (${ORDERS_BY_DAY}) a
      FULL JOIN (${LEDGER_BY_DAY}) b ON a.merchant_id = b.merchant_id AND a.day = b.day AND a.currency = b.currency
  ) r JOIN users m ON m.id = r.merchant_id`,
  where: merchantId ? ['r.merchant_id = $1'] : [],
  params: merchantId ? [merchantId] : [],
  filters: [
    { field: 'day', type: 'datetime', column: 'r.day', description: filterLabel('date') },
    {
      field: 'currency',
      type: 'enum',
      column: 'r.currency',
      description: filterLabel('currency'),
      values: () => FIAT_CURRENCIES.map((code) => ({ slug: code, title: code })),
    },
    ...(merchantId ? [] : [{ field: 'merchant', type: 'string' as const, column: 'm.username', description: filterLabel('merchant') }]),
  ],
  sorts: { day: 'r.day', merchant: 'm.username', currency: 'r.currency', orders_total: 'r.orders_total', paid_fiat: 'r.paid_fiat' },
  defaultOrder: 'r.day DESC, m.username ASC, r.merchant_id ASC, r.currency ASC',
  tiebreak: '(r.merchant_id::text || r.currency)',
});

export const toReconciliationRow = (row: ReconciliationListRow): ReconciliationRow => ({
  day: row.day,
  merchant: { uuid: row.merchant_id, username: row.username },
  currency: row.currency,
  orders_total: row.orders_total,
  orders_new: row.orders_new,
  orders_in_progress: row.orders_in_progress,
  orders_paid: row.orders_paid,
  orders_done: row.orders_done,
  orders_canceled: row.orders_canceled,
  orders_dispute: row.orders_dispute,
  paid_fiat: fromMinor(BigInt(row.paid_fiat), scaleOf(row.currency) ?? 2),
  paid_crypto: fromMinor(BigInt(row.paid_crypto), USDT_SCALE),
  fees: fromMinor(BigInt(row.fees), USDT_SCALE),
  ledger_movement: fromMinor(BigInt(row.ledger_movement), USDT_SCALE),
});

import type { Sql } from '../../db/db';

/** The rollup's columns, which the deltas and the agents' ledger view share. */
const COLUMNS = `day, direction, merchant_id, trader_id, partner_slug, requisite_id, flow_id, fiat_currency, crypto_currency, status,
  orders, fiat, crypto, trader_reward, partner_reward, agent_reward, platform_fee`;

/** The rollup and the deltas not yet folded into it: together, always the raw orders' figures. */
export const ROLLUP_SOURCE = `(SELECT ${COLUMNS} FROM order_stats_daily
  UNION ALL SELECT ${COLUMNS} FROM order_stats_deltas WHERE paid_bucket IS NULL) s`;

/** The paid-time buckets, folded and not; `status` is only there to be filtered by like the rollup. */
export const PAID_TIMES_SOURCE = `(SELECT day, direction, merchant_id, trader_id, partner_slug, NULL::uuid AS requisite_id, flow_id, fiat_currency,
    'paid'::text AS status, bucket, orders FROM order_paid_times_daily
  UNION ALL SELECT day, direction, merchant_id, trader_id, partner_slug, NULL::uuid, flow_id, fiat_currency, 'paid', paid_bucket, orders
    FROM order_stats_deltas WHERE paid_bucket IS NOT NULL) s`;

/**
 * An agent's orders seen through the ledger: the orders their teamlead and referral rewards were
 * paid on, with what was paid to them (`$1` is the agent's available account).
 */
export const AGENT_SOURCE = `(SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.direction, o.merchant_id, o.trader_id, o.partner_slug,
    o.requisite_id, o.flow_id, o.fiat_currency, o.crypto_currency, o.status, 1::bigint AS orders,
    COALESCE(o.paid_fiat_amount, o.fiat_amount) AS fiat, COALESCE(o.paid_crypto_amount, o.crypto_amount) AS crypto,
    0::bigint AS trader_reward, 0::bigint AS partner_reward, r.amount AS agent_reward, 0::bigint AS platform_fee
  FROM (SELECT t.reference_id, sum(t.amount) AS amount FROM ledger_transfers t
         WHERE t.credit_account_id = $1 AND t.reference_type = 'order' AND t.kind IN ('teamlead_reward', 'referral_reward')
         GROUP BY t.reference_id) r
  JOIN orders o ON o.id = r.reference_id::uuid) s`;

const PAID = "s.status IN ('paid', 'done')";

/** One day's orders of one status, fiat and crypto currency: every table and per-day chart folds these. */
export type FigureRow = {
  day: string;
  status: string;
  fiat_currency: string;
  crypto_currency: string;
  orders: string;
  fiat: string;
  trader_reward: string;
  partner_reward: string;
  agent_reward: string;
  platform_fee: string;
};
export type BucketRow = { day: string; bucket: number; orders: string };
export type TraderRow = { id: string; username: string; created: string; paid: string };
export type RequisiteRow = { id: string; name: string; trader: string; created: string; paid: string };

type Scoped = { source: string; where: string; params: unknown[] };

/**
 * The caller's orders per day, status and currencies, with their amounts and reward legs: one pass
 * over the rollup that the Total and Rewards tables and the per-day charts all fold
 * (`statistics-figures.ts`), where a query each would read the rollup four times.
 */
export const figures = (sql: Sql, { source, where, params }: Scoped) =>
  sql.query<FigureRow>(
    `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.status, s.fiat_currency, s.crypto_currency, sum(s.orders)::text AS orders,
            sum(s.fiat)::text AS fiat, sum(s.trader_reward)::text AS trader_reward, sum(s.partner_reward)::text AS partner_reward,
            sum(s.agent_reward)::text AS agent_reward, sum(s.platform_fee)::text AS platform_fee
       FROM ${source} ${where} GROUP BY s.day, s.status, s.fiat_currency, s.crypto_currency`,
    params,
  );

/** Per day: how many orders were paid within each paid-time bucket. */
export const paidBuckets = (sql: Sql, { source, where, params }: Scoped) =>
  sql.query<BucketRow>(
    `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.bucket, sum(s.orders)::text AS orders
       FROM ${source} ${where} GROUP BY s.day, s.bucket HAVING sum(s.orders) <> 0 ORDER BY s.day, s.bucket`,
    params,
  );

const TOP = 20;

/** The traders with the most orders, with how many were paid. */
export const byTrader = (sql: Sql, { source, where, params }: Scoped) =>
  sql.query<TraderRow>(
    `SELECT u.id, u.username, c.created::text, c.paid::text FROM (
       SELECT s.trader_id, sum(s.orders) AS created, COALESCE(sum(s.orders) FILTER (WHERE ${PAID}), 0) AS paid
         FROM ${source} ${where ? `${where} AND s.trader_id IS NOT NULL` : 'WHERE s.trader_id IS NOT NULL'}
        GROUP BY s.trader_id HAVING sum(s.orders) <> 0 ORDER BY sum(s.orders) DESC, s.trader_id LIMIT ${TOP}) c
     JOIN users u ON u.id = c.trader_id ORDER BY c.created DESC, u.username`,
    params,
  );

/** The requisites with the most orders, with how many were paid. */
export const byRequisite = (sql: Sql, { source, where, params }: Scoped) =>
  sql.query<RequisiteRow>(
    `SELECT r.id, r.name, u.username AS trader, c.created::text, c.paid::text FROM (
       SELECT s.requisite_id, sum(s.orders) AS created, COALESCE(sum(s.orders) FILTER (WHERE ${PAID}), 0) AS paid
         FROM ${source} ${where ? `${where} AND s.requisite_id IS NOT NULL` : 'WHERE s.requisite_id IS NOT NULL'}
        GROUP BY s.requisite_id HAVING sum(s.orders) <> 0 ORDER BY sum(s.orders) DESC, s.requisite_id LIMIT ${TOP}) c
     JOIN requisites r ON r.id = c.requisite_id JOIN users u ON u.id = r.user_id ORDER BY c.created DESC, r.name`,
    params,
  );

/**
 * Folds up to `limit` deltas into the rollup in one statement: the deltas it takes are gone and
 * counted at once, so a reader sees each change exactly once, before or after. Answers how many.
 */
export const foldDeltas = async (sql: Sql, limit: number) => {
  const [row] = await sql.query<{ folded: number }>(
    `WITH moved AS (
       DELETE FROM order_stats_deltas WHERE id IN (SELECT id FROM order_stats_deltas ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING *
     ), totals AS (
       INSERT INTO order_stats_daily (${COLUMNS})
       SELECT day, direction, merchant_id, trader_id, partner_slug, requisite_id, flow_id, fiat_currency, crypto_currency, status,
              sum(orders), sum(fiat), sum(crypto), sum(trader_reward), sum(partner_reward), sum(agent_reward), sum(platform_fee)
         FROM moved WHERE paid_bucket IS NULL
        GROUP BY day, direction, merchant_id, trader_id, partner_slug, requisite_id, flow_id, fiat_currency, crypto_currency, status
        ORDER BY day, direction, merchant_id, trader_id, partner_slug, requisite_id, flow_id, fiat_currency, crypto_currency, status
       ON CONFLICT ON CONSTRAINT order_stats_daily_key DO UPDATE SET
         orders = order_stats_daily.orders + EXCLUDED.orders, fiat = order_stats_daily.fiat + EXCLUDED.fiat,
         crypto = order_stats_daily.crypto + EXCLUDED.crypto, trader_reward = order_stats_daily.trader_reward + EXCLUDED.trader_reward,
         partner_reward = order_stats_daily.partner_reward + EXCLUDED.partner_reward,
         agent_reward = order_stats_daily.agent_reward + EXCLUDED.agent_reward,
         platform_fee = order_stats_daily.platform_fee + EXCLUDED.platform_fee
       RETURNING 1
     ), times AS (
       INSERT INTO order_paid_times_daily (day, direction, merchant_id, trader_id, partner_slug, flow_id, fiat_currency, bucket, orders)
       SELECT day, direction, merchant_id, trader_id, partner_slug, flow_id, fiat_currency, paid_bucket, sum(orders)
         FROM moved WHERE paid_bucket IS NOT NULL
        GROUP BY day, direction, merchant_id, trader_id, partner_slug, flow_id, fiat_currency, paid_bucket
        ORDER BY day, direction, merchant_id, trader_id, partner_slug, flow_id, fiat_currency, paid_bucket
       ON CONFLICT ON CONSTRAINT order_paid_times_daily_key DO UPDATE SET orders = order_paid_times_daily.orders + EXCLUDED.orders
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM moved)::int AS folded`,
    [limit],
  );
  return row?.folded ?? 0;
};

/** The filters' choices: merchants, traders and flows by name; the fiat currencies. */
export const usersOfType = (sql: Sql, type: 'merchant' | 'trader') =>
  sql.query<{ id: string; username: string }>('SELECT id, username FROM users WHERE type = $1 ORDER BY lower(username)', [type]);
export const flowNames = (sql: Sql) => sql.query<{ id: string; name: string }>('SELECT id, name FROM flows ORDER BY lower(name)');
export const fiatCurrencies = (sql: Sql) =>
  sql.query<{ code: string; name: string }>("SELECT code, name FROM currencies WHERE type = 'fiat' ORDER BY position, code");
export const currencyNames = (sql: Sql) => sql.query<{ code: string; name: string }>('SELECT code, name FROM currencies');

/** Recomputes the rollup from the raw orders (migration 0029's `order_stats_rebuild`). */
export const rebuild = async (sql: Sql) => {
  await sql.query('SELECT order_stats_rebuild()');
};

import type { FeeDirection, RateSource } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type FlowRow = {
  id: string;
  name: string;
  fiat_currency: string;
  crypto_currency: string;
  is_active: boolean;
  currency_rate_source: RateSource;
  manual_rate: string | null;
  created_at: Date;
};

export const FLOW_COLUMNS =
  'f.id, f.name, f.fiat_currency, f.crypto_currency, f.is_active, f.currency_rate_source, f.manual_rate::text, f.created_at';

export const findFlow = async (sql: Sql, id: string, lock = false) =>
  (
    await sql.query<FlowRow>(`SELECT ${FLOW_COLUMNS} FROM flows f WHERE f.id = $1 AND f.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`, [
      id,
    ])
  )[0];

export type FlowParts = Awaited<ReturnType<typeof loadFlowParts>>;

/** Merchants, executors and fees of these flows, in three queries whatever their number. */
export const loadFlowParts = async (sql: Sql, flowIds: string[]) => {
  const [merchants, executors, fees] = await Promise.all([
    sql.query<{ flow_id: string; id: string; username: string; is_root: boolean }>(
      `SELECT m.flow_id, u.id, u.username, u.is_root FROM flow_merchants m JOIN users u ON u.id = m.merchant_id
        WHERE m.flow_id = ANY($1) ORDER BY m.created_at`,
      [flowIds],
    ),
    sql.query<{
      id: string;
      flow_id: string;
      trader_id: string | null;
      username: string | null;
      is_root: boolean | null;
      partner_slug: string | null;
      partner_title: string | null;
      priority: number;
    }>(
      `SELECT e.id, e.flow_id, e.trader_id, u.username, u.is_root, e.partner_slug, p.title AS partner_title, e.priority
         FROM flow_executors e LEFT JOIN users u ON u.id = e.trader_id LEFT JOIN partner_systems p ON p.slug = e.partner_slug
        WHERE e.flow_id = ANY($1) ORDER BY e.priority DESC, e.created_at`,
      [flowIds],
    ),
    sql.query<{ executor_id: string; direction: FeeDirection; min_amount: string; max_amount: string | null; percentage: string }>(
      `SELECT fe.executor_id, fe.direction, fe.min_amount::text, fe.max_amount::text, fe.percentage::text
         FROM flow_executor_fees fe JOIN flow_executors e ON e.id = fe.executor_id
        WHERE e.flow_id = ANY($1) ORDER BY fe.direction, fe.min_amount`,
      [flowIds],
    ),
  ]);
  return { merchants, executors, fees };
};

export const insertFlow = async (sql: Sql, flow: Omit<FlowRow, 'created_at'> & { created_by: string }) => {
  await sql.query(
    `INSERT INTO flows (id, name, fiat_currency, crypto_currency, is_active, currency_rate_source, manual_rate, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      flow.id,
      flow.name,
      flow.fiat_currency,
      flow.crypto_currency,
      flow.is_active,
      flow.currency_rate_source,
      flow.manual_rate,
      flow.created_by,
    ],
  );
};

export const addMerchant = async (sql: Sql, flowId: string, merchantId: string) =>
  (
    await sql.query('INSERT INTO flow_merchants (flow_id, merchant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING flow_id', [
      flowId,
      merchantId,
    ])
  ).length === 1;

export const removeMerchant = (sql: Sql, flowId: string, merchantId: string) =>
  sql.query('DELETE FROM flow_merchants WHERE flow_id = $1 AND merchant_id = $2 RETURNING flow_id', [flowId, merchantId]);

export const replaceExecutorFees = async (
  sql: Sql,
  executorId: string,
  fees: { id: string; direction: FeeDirection; min_amount: string; max_amount: string | null; percentage: string }[],
) => {
  await sql.query('DELETE FROM flow_executor_fees WHERE executor_id = $1', [executorId]);
  for (const fee of fees) {
    await sql.query(
      'INSERT INTO flow_executor_fees (id, executor_id, direction, min_amount, max_amount, percentage) VALUES ($1, $2, $3, $4, $5, $6)',
      [fee.id, executorId, fee.direction, fee.min_amount, fee.max_amount, fee.percentage],
    );
  }
};

/** The live flows each of these partner systems executes. */
export const flowsOfPartners = (sql: Sql, slugs: string[]) =>
  sql.query<{ partner_slug: string; id: string; name: string; fiat_currency: string; crypto_currency: string }>(
    `SELECT DISTINCT e.partner_slug, f.id, f.name, f.fiat_currency, f.crypto_currency FROM flow_executors e
       JOIN flows f ON f.id = e.flow_id WHERE e.partner_slug = ANY($1) AND f.deleted_at IS NULL`,
    [slugs],
  );

export type RoutingExecutorRow = {
  flow_id: string;
  executor_id: string;
  priority: number;
  trader_id: string | null;
  partner_slug: string | null;
  currency_rate_source: string;
  manual_rate: string | null;
  fee_percentage: string | null;
};

/**
 * The executors that could take a merchant's order: the live active flows listing the merchant
 * for this currency pair, highest priority first (the engine spreads orders among equals); each
 * with its fee ranges for the direction, highest lower bound first (see `feeAt`).
 */
export const routingExecutors = (sql: Sql, query: { merchantId: string; fiat: string; crypto: string; direction: FeeDirection }) =>
  sql.query<Omit<RoutingExecutorRow, 'fee_percentage'> & { fees: FeeTier[] }>(
    `SELECT f.id AS flow_id, e.id AS executor_id, e.priority, e.trader_id, e.partner_slug, f.currency_rate_source,
            f.manual_rate::text,
            COALESCE((SELECT json_agg(json_build_object('min', fe.min_amount::text, 'max', fe.max_amount::text, 'percentage', fe.percentage::text)
                                      ORDER BY fe.min_amount DESC)
                        FROM flow_executor_fees fe WHERE fe.executor_id = e.id AND fe.direction = $4), '[]'::json) AS fees
       FROM flows f
       JOIN flow_merchants m ON m.flow_id = f.id AND m.merchant_id = $1
       JOIN flow_executors e ON e.flow_id = f.id
      WHERE f.is_active AND f.deleted_at IS NULL AND f.fiat_currency = $2 AND f.crypto_currency = $3
      ORDER BY e.priority DESC, e.id`,
    [query.merchantId, query.fiat, query.crypto, query.direction],
    { prepare: 'flows_routing_executors' },
  );

/** An executor of a live active flow, with its fee ranges per direction (lowest lower bound first). */
export type DirectionExecutorRow = {
  flow_id: string;
  fiat_currency: string;
  crypto_currency: string;
  executor_id: string;
  trader_id: string | null;
  partner_slug: string | null;
  currency_rate_source: string;
  manual_rate: string | null;
  fees: Record<FeeDirection, FeeTier[]>;
};

/** Every executor of the live active flows, whatever their merchants: the routing directions are read off them. */
export const directionExecutors = (sql: Sql) =>
  sql.query<DirectionExecutorRow>(
    `SELECT f.id AS flow_id, f.fiat_currency, f.crypto_currency, e.id AS executor_id, e.trader_id, e.partner_slug,
            f.currency_rate_source, f.manual_rate::text,
            json_build_object(
              'pay_in', COALESCE((SELECT json_agg(json_build_object('min', fe.min_amount::text, 'max', fe.max_amount::text, 'percentage', fe.percentage::text)
                                   ORDER BY fe.min_amount) FROM flow_executor_fees fe WHERE fe.executor_id = e.id AND fe.direction = 'pay_in'), '[]'::json),
              'pay_out', COALESCE((SELECT json_agg(json_build_object('min', fe.min_amount::text, 'max', fe.max_amount::text, 'percentage', fe.percentage::text)
                                   ORDER BY fe.min_amount) FROM flow_executor_fees fe WHERE fe.executor_id = e.id AND fe.direction = 'pay_out'), '[]'::json)
            ) AS fees
       FROM flows f JOIN flow_executors e ON e.flow_id = f.id
      WHERE f.is_active AND f.deleted_at IS NULL
      ORDER BY f.fiat_currency, f.crypto_currency, f.id, e.id`,
  );

/** An executor's fee for amounts from `min` (included) to `max` (excluded; null: no end). */
export type FeeTier = { min: string; max: string | null; percentage: string };

// Advisory lock keys of executors: this namespace and a hash of the id (a collision only makes two executors wait for each other).
const EXECUTOR_LOCKS = 7301;

/**
 * Takes an executor for one order until the transaction ends, so that its limits are counted
 * with no other order of it in between: the first of these executors no other order holds right
 * now (tried in the order given, each passed over at once when busy), or, when all are busy, the
 * first one, waited for. An advisory lock, not a row write: orders spread over executors without
 * a hot row, and one round trip whatever the number of busy executors.
 */
export const lockFirstFreeExecutor = async (sql: Sql, executorIds: string[]) => {
  // The scan yields the ids in order and LIMIT stops it at the first lock taken: no other is locked.
  const [free] = await sql.query<{ id: string }>(
    'SELECT c.id FROM unnest($2::text[]) AS c(id) WHERE pg_try_advisory_xact_lock($1, hashtext(c.id)) LIMIT 1',
    [EXECUTOR_LOCKS, executorIds],
    { prepare: 'flows_lock_free_executor' },
  );
  if (free) return free.id;
  await sql.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [EXECUTOR_LOCKS, executorIds[0]], { prepare: 'flows_lock_executor' });
  return executorIds[0]!;
};

/** Renames and switches a flow; a field left undefined keeps its value. */
export const updateFlow = (sql: Sql, id: string, change: { name?: string; is_active?: boolean }) =>
  sql.query('UPDATE flows SET name = COALESCE($2, name), is_active = COALESCE($3, is_active) WHERE id = $1 AND deleted_at IS NULL', [
    id,
    change.name ?? null,
    change.is_active ?? null,
  ]);

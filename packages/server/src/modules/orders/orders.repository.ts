import type { OrderDirection, OrderStatus } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';

export type OrderFees = {
  merchant: string;
  trader: string;
  teamleads: { id: string; percentage: string }[];
  referrers: { id: string; percentage: string }[];
};

export type PaymentDetails = {
  payment_type: string;
  payment_option: string;
  bank: string | null;
  attributes: Record<string, string>;
};

export type OrderRow = {
  id: string;
  merchant_id: string;
  merchant_order_id: string;
  direction: OrderDirection;
  status: OrderStatus;
  flow_id: string;
  executor_id: string;
  trader_id: string | null;
  partner_slug: string | null;
  /** The partner system's own id of the order it took. */
  partner_order_id: string | null;
  requisite_id: string | null;
  fiat_currency: string;
  fiat_amount: string;
  /** What the merchant asked when the engine adjusted the amount to pay (`fiat_amount`); null otherwise. */
  requested_fiat_amount: string | null;
  crypto_currency: string;
  crypto_amount: string;
  paid_fiat_amount: string | null;
  paid_crypto_amount: string | null;
  rate: string;
  payment_type: string;
  payment_details: PaymentDetails;
  fees: OrderFees;
  customer_id: string | null;
  return_url: string | null;
  payment_token: string;
  expires_at: Date;
  revision: number;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `id, merchant_id, merchant_order_id, direction, status, flow_id, executor_id, trader_id, partner_slug, partner_order_id, requisite_id,
  fiat_currency, fiat_amount::text, requested_fiat_amount::text, crypto_currency, crypto_amount::text, paid_fiat_amount::text, paid_crypto_amount::text,
  rate::text, payment_type, payment_details, fees, customer_id, return_url, payment_token, expires_at, revision, created_at, updated_at`;

export type NewOrder = Omit<OrderRow, 'status' | 'paid_fiat_amount' | 'paid_crypto_amount' | 'revision' | 'created_at' | 'updated_at'>;

/** What is written with a new order in the same statement: its first history line, and the merchant request it answers. */
export type OrderCreation = {
  history: Omit<HistoryEntry, 'orderId' | 'from' | 'to'>;
  /** The claimed merchant request completed with this answer; the statement tells whether the claim was still held. */
  request: { key: RequestKey; claimId: string; status: number; body: unknown } | null;
};

/**
 * Writes a new order, its first history line and the answer of the merchant request it was
 * created by, in one statement (one round trip inside the transaction that holds its USDT).
 * The row is built by the caller, times included, so its answer can be written with it.
 */
export const insertOrder = async (sql: Sql, order: NewOrder & { created_at: Date }, creation: OrderCreation) => {
  const [row] = await sql.query<OrderRow & { request_completed: boolean }>(
    `WITH o AS (
       INSERT INTO orders (id, merchant_id, merchant_order_id, direction, status, flow_id, executor_id, trader_id, partner_slug,
                           requisite_id, fiat_currency, fiat_amount, crypto_currency, crypto_amount, rate, payment_type,
                           payment_details, fees, customer_id, return_url, payment_token, expires_at, partner_order_id, requested_fiat_amount,
                           created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'new', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $24)
       RETURNING ${COLUMNS}
     ), h AS (
       INSERT INTO order_history (id, order_id, from_status, to_status, actor_id, job, reason_code, reason_params, reason, created_at)
       SELECT $25, o.id, NULL, o.status, $26, $27, $28, $29, $30, o.created_at FROM o
     ), r AS (
       UPDATE merchant_requests SET status = 'done', response_status = $34, response_body = $35, lease_until = NULL
        WHERE $31::uuid IS NOT NULL AND merchant_id = $31 AND merchant_order_id = $32 AND claim_id = $33 AND status = 'processing'
       RETURNING 1
     )
     SELECT o.*, EXISTS (SELECT 1 FROM r) AS request_completed FROM o`,
    [
      order.id,
      order.merchant_id,
      order.merchant_order_id,
      order.direction,
      order.flow_id,
      order.executor_id,
      order.trader_id,
      order.partner_slug,
      order.requisite_id,
      order.fiat_currency,
      order.fiat_amount,
      order.crypto_currency,
      order.crypto_amount,
      order.rate,
      order.payment_type,
      JSON.stringify(order.payment_details),
      JSON.stringify(order.fees),
      order.customer_id,
      order.return_url,
      order.payment_token,
      order.expires_at,
      order.partner_order_id,
      order.requested_fiat_amount,
      order.created_at,
      uuidv7(),
      creation.history.actorId,
      creation.history.job,
      creation.history.reasonCode,
      creation.history.reasonParams === null ? null : JSON.stringify(creation.history.reasonParams),
      creation.history.reason,
      creation.request?.key.merchantId ?? null,
      creation.request?.key.merchantOrderId ?? null,
      creation.request?.claimId ?? null,
      creation.request?.status ?? null,
      creation.request ? JSON.stringify(creation.request.body) : null,
    ],
    { prepare: 'orders_insert_created' },
  );
  const { request_completed: completed, ...inserted } = row!;
  return { order: inserted as OrderRow, requestCompleted: completed };
};

/** The row a new order will have once written: its answer can be computed before it is. */
export const newOrderRow = (order: NewOrder & { created_at: Date }): OrderRow => ({
  ...order,
  status: 'new',
  paid_fiat_amount: null,
  paid_crypto_amount: null,
  revision: 1,
  updated_at: order.created_at,
});

export const findOrder = async (sql: Sql, id: string, lock = false) =>
  (await sql.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0];

/** The order behind a payment page's token. */
export const findOrderByToken = async (sql: Sql, token: string, lock = false) =>
  (await sql.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE payment_token = $1${lock ? ' FOR UPDATE' : ''}`, [token]))[0];

export const findMerchantOrder = async (sql: Sql, merchantId: string, merchantOrderId: string) =>
  (
    await sql.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE merchant_id = $1 AND merchant_order_id = $2`, [
      merchantId,
      merchantOrderId,
    ])
  )[0];

export const ownerOfOrder = async (sql: Sql, id: string) =>
  (await sql.query<{ trader_id: string | null }>('SELECT trader_id FROM orders WHERE id = $1', [id]))[0]?.trader_id ?? null;

/** A merchant's orders, newest first, after the cursor (the last row's creation time and id). */
export const merchantOrders = (
  sql: Sql,
  merchantId: string,
  filter: { status?: string; direction?: string; from?: string; to?: string; merchantOrderId?: string },
  after: { createdAt: string; id: string } | null,
  limit: number,
) =>
  sql.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders
      WHERE merchant_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR direction = $3)
        AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at <= $5)
        AND ($6::text IS NULL OR merchant_order_id = $6)
        AND ($7::timestamptz IS NULL OR (created_at, id) < ($7, $8::uuid))
      ORDER BY created_at DESC, id DESC LIMIT $9`,
    [
      merchantId,
      filter.status ?? null,
      filter.direction ?? null,
      filter.from ?? null,
      filter.to ?? null,
      filter.merchantOrderId ?? null,
      after?.createdAt ?? null,
      after?.id ?? null,
      limit,
    ],
  );

/** Moves an order on, only from the status it was read in: of two racing changes one wins. */
export const moveOrder = async (
  sql: Sql,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  paid?: { fiat: bigint; crypto: bigint },
  partnerCancel = false,
) =>
  (
    await sql.query<OrderRow>(
      `UPDATE orders SET status = $3, revision = revision + 1, updated_at = now(),
              paid_fiat_amount = COALESCE($4, paid_fiat_amount), paid_crypto_amount = COALESCE($5, paid_crypto_amount),
              partner_cancel_pending = partner_cancel_pending OR $6
        WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
      [id, from, to, paid?.fiat.toString() ?? null, paid?.crypto.toString() ?? null, partnerCancel],
    )
  )[0];

/** Orders canceled here that their partner still holds open there, the oldest first. */
export const partnerCancelsDue = (sql: Sql, limit: number) =>
  sql.query<{ id: string; partner_slug: string; partner_order_id: string }>(
    `SELECT id, partner_slug, partner_order_id FROM orders
      WHERE partner_cancel_pending AND partner_order_id IS NOT NULL ORDER BY updated_at LIMIT $1`,
    [limit],
  );

/** The partner closed the order there too (or it was paid there after all): nothing more to ask. */
export const partnerCancelDone = (sql: Sql, id: string) =>
  sql.query('UPDATE orders SET partner_cancel_pending = false WHERE id = $1 AND partner_cancel_pending', [id]);

/** Who moved an order and why: a user or a job; a system reason as a code, a person's as typed. */
export type HistoryEntry = {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actorId: string | null;
  job: string | null;
  reasonCode: string | null;
  reasonParams: Record<string, unknown> | null;
  reason: string | null;
};

export const insertHistory = async (sql: Sql, entry: HistoryEntry) => {
  await sql.query(
    `INSERT INTO order_history (id, order_id, from_status, to_status, actor_id, job, reason_code, reason_params, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      uuidv7(),
      entry.orderId,
      entry.from,
      entry.to,
      entry.actorId,
      entry.job,
      entry.reasonCode,
      entry.reasonParams === null ? null : JSON.stringify(entry.reasonParams),
      entry.reason,
    ],
  );
};

/** The amounts of the open pay-ins on a requisite between two amounts (fiat minor units). */
export const openPayInAmountsNear = async (sql: Sql, requisiteId: string, from: bigint, to: bigint) =>
  new Set(
    (
      await sql.query<{ fiat_amount: string }>(
        `SELECT fiat_amount::text FROM orders
          WHERE requisite_id = $1 AND status IN ('new', 'in-progress') AND direction = 'pay_in' AND fiat_amount BETWEEN $2 AND $3`,
        [requisiteId, from.toString(), to.toString()],
      )
    ).map((row) => BigInt(row.fiat_amount)),
  );

export type OpenStats = { open: number; today_count: number; today_turnover: string; month_turnover: string; same_amount_open: number };

/**
 * What restrictions count for a requisite, or for a trader within a flow: open orders, today's
 * count and turnover, this month's turnover (fiat minor units), and open pay-ins of this exact amount.
 */
export const openStats = async (
  sql: Sql,
  scope: { requisiteId: string } | { traderId: string; flowId: string },
  fiatAmount: bigint,
  /** Whether today's and this month's figures are needed (a limit counts them); the open orders alone are one index read. */
  periods: boolean,
) => {
  const [where, params] =
    'requisiteId' in scope
      ? ['requisite_id = $1', [scope.requisiteId]]
      : ['trader_id = $1 AND flow_id = $2', [scope.traderId, scope.flowId]];
  const amountParam = `$${params.length + 1}`;
  const [row] = await sql.query<OpenStats>(
    periods
      ? `SELECT count(*) FILTER (WHERE status IN ('new', 'in-progress'))::int AS open,
            count(*) FILTER (WHERE created_at >= date_trunc('day', now()) AND status <> 'canceled')::int AS today_count,
            COALESCE(sum(fiat_amount) FILTER (WHERE created_at >= date_trunc('day', now()) AND status <> 'canceled'), 0)::text AS today_turnover,
            COALESCE(sum(fiat_amount) FILTER (WHERE created_at >= date_trunc('month', now()) AND status <> 'canceled'), 0)::text AS month_turnover,
            count(*) FILTER (WHERE status IN ('new', 'in-progress') AND direction = 'pay_in' AND fiat_amount = ${amountParam})::int AS same_amount_open
       FROM orders
      -- Open orders count whenever they were created (one made before midnight on the 1st is still open); turnover, this month's.
      WHERE ${where} AND (created_at >= date_trunc('month', now()) OR status IN ('new', 'in-progress'))`
      : `SELECT count(*)::int AS open, 0 AS today_count, '0' AS today_turnover, '0' AS month_turnover,
            count(*) FILTER (WHERE direction = 'pay_in' AND fiat_amount = ${amountParam})::int AS same_amount_open
       FROM orders WHERE ${where} AND status IN ('new', 'in-progress')`,
    [...params, fiatAmount.toString()],
    { prepare: `orders_open_stats_${'requisiteId' in scope ? 'requisite' : 'trader'}_${periods ? 'periods' : 'open'}` },
  );
  return row!;
};

// The merchant's create requests: one row per merchant order id, kept forever.

/**
 * Claims a merchant order id for this request until the lease ends. A request whose lease has run
 * out (its process died) is taken over: nothing was created under it, since an order and the
 * completion of its request commit together.
 */
export const claimRequest = async (sql: Sql, key: RequestKey, hash: string, claimId: string, leaseSeconds: number) =>
  (
    await sql.query(
      `INSERT INTO merchant_requests (merchant_id, merchant_order_id, request_hash, status, claim_id, lease_until)
       VALUES ($1, $2, $3, 'processing', $4, now() + make_interval(secs => $5))
       ON CONFLICT (merchant_id, merchant_order_id) DO UPDATE
          SET request_hash = EXCLUDED.request_hash, claim_id = EXCLUDED.claim_id, lease_until = EXCLUDED.lease_until, created_at = now()
        WHERE merchant_requests.status = 'processing' AND (merchant_requests.lease_until IS NULL OR merchant_requests.lease_until < now())
       RETURNING merchant_id`,
      [key.merchantId, key.merchantOrderId, hash, claimId, leaseSeconds],
      { prepare: 'orders_claim_request' },
    )
  ).length > 0;

export type RequestKey = { merchantId: string; merchantOrderId: string };

export const findRequest = async (sql: Sql, key: RequestKey) =>
  (
    await sql.query<{ request_hash: string; status: 'processing' | 'done'; response_status: number | null; response_body: unknown }>(
      'SELECT request_hash, status, response_status, response_body FROM merchant_requests WHERE merchant_id = $1 AND merchant_order_id = $2',
      [key.merchantId, key.merchantOrderId],
    )
  )[0];

/** Frees a claimed id that created nothing, so that it may be sent again. */
export const releaseRequest = async (sql: Sql, key: RequestKey, claimId: string) => {
  await sql.query(
    `DELETE FROM merchant_requests WHERE merchant_id = $1 AND merchant_order_id = $2 AND claim_id = $3 AND status = 'processing'`,
    [key.merchantId, key.merchantOrderId, claimId],
  );
};

export type UnprocessedAttempt = {
  executor_id: string;
  flow_id: string;
  trader_id: string | null;
  partner_slug: string | null;
  reason_code: string;
  reason_params?: Record<string, unknown>;
};

export const insertUnprocessed = async (
  sql: Sql,
  row: {
    merchantId: string;
    merchantOrderId: string;
    direction: string;
    amount: string;
    currency: string;
    payload: unknown;
    reasonCodes: string[];
    reasonParams: Record<string, unknown> | null;
    attempts: UnprocessedAttempt[];
  },
) => {
  await sql.query(
    `INSERT INTO unprocessed_orders (id, merchant_id, merchant_order_id, direction, amount, currency, payload, reason_codes, reason_params, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      uuidv7(),
      row.merchantId,
      row.merchantOrderId,
      row.direction,
      row.amount,
      row.currency,
      JSON.stringify(row.payload),
      row.reasonCodes,
      row.reasonParams === null ? null : JSON.stringify(row.reasonParams),
      JSON.stringify(row.attempts),
    ],
  );
};

/** Open orders whose time is up, claimed so that two processes never expire the same one. */
export const claimExpired = (sql: Sql, limit: number) =>
  sql.query<{ id: string }>(
    `SELECT id FROM orders WHERE status IN ('new', 'in-progress') AND expires_at <= now() ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );

/** Paid orders whose dispute window has closed, claimed so that two processes never close the same one. */
export const claimSettled = (sql: Sql, windowHours: number, limit: number) =>
  sql.query<{ id: string }>(
    `SELECT id FROM orders WHERE status = 'paid' AND updated_at <= now() - ($1 || ' hours')::interval
      ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [String(windowHours), limit],
  );

/** Open orders a partner system took, oldest first: their status is asked of the partner. */
/** Our order a partner system knows by its own id. */
export const partnerOrderOf = async (sql: Sql, slug: string, partnerOrderId: string) =>
  (await sql.query<{ id: string }>('SELECT id FROM orders WHERE partner_slug = $1 AND partner_order_id = $2', [slug, partnerOrderId]))[0]
    ?.id ?? null;

export const openPartnerOrders = (sql: Sql, limit: number) =>
  sql.query<{ id: string; partner_slug: string; partner_order_id: string }>(
    `SELECT id, partner_slug, partner_order_id FROM orders
      WHERE partner_slug IS NOT NULL AND status IN ('new', 'in-progress') ORDER BY created_at LIMIT $1`,
    [limit],
  );

/**
 * The open pay-ins a bank payment may be for, locked: on these requisites, of exactly this
 * amount, created before the payment arrived, and not past their time by more than the grace.
 */
/** Canceled pay-ins a late payment of this amount may be for: canceled within the grace period, created before it arrived. */
export const lockLatePaymentCandidates = (
  sql: Sql,
  criteria: { requisiteIds: string[]; currency: string; amount: bigint; arrivedAt: Date; graceHours: number },
) =>
  sql.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders
      WHERE requisite_id = ANY($1) AND direction = 'pay_in' AND status = 'canceled'
        AND fiat_currency = $2 AND fiat_amount = $3 AND created_at <= $4
        AND updated_at >= now() - make_interval(hours => $5)
      ORDER BY created_at, id
        FOR UPDATE`,
    [criteria.requisiteIds, criteria.currency, criteria.amount.toString(), criteria.arrivedAt, criteria.graceHours],
  );

export const lockPaymentCandidates = (
  sql: Sql,
  criteria: { requisiteIds: string[]; currency: string; amount: bigint; arrivedAt: Date; graceSeconds: number },
) =>
  sql.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders
      WHERE requisite_id = ANY($1) AND direction = 'pay_in' AND status IN ('new', 'in-progress')
        AND fiat_currency = $2 AND fiat_amount = $3 AND created_at <= $4
        AND expires_at >= now() - make_interval(secs => $5)
      ORDER BY created_at, id
        FOR UPDATE`,
    [criteria.requisiteIds, criteria.currency, criteria.amount.toString(), criteria.arrivedAt, criteria.graceSeconds],
  );

import type { AntiFraudEffect, AntiFraudRule, AntiFraudTargetType } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';

/** The figures and orders that tripped a rule, kept with its case as they were then. */
export type Evidence = { figures: Record<string, string | number>; orders: string[] };

export type CaseRow = {
  id: string;
  rule: AntiFraudRule;
  target_type: AntiFraudTargetType;
  target_key: string;
  target_user_id: string | null;
  target_requisite_id: string | null;
  merchant_id: string | null;
  customer_id: string | null;
  effect: AntiFraudEffect;
  effect_until: Date | null;
  evidence: Evidence;
  released_at: Date | null;
  released_by: string | null;
  created_at: Date;
};

export type NewCase = {
  rule: AntiFraudRule;
  targetType: AntiFraudTargetType;
  targetKey: string;
  targetUserId?: string | null;
  targetRequisiteId?: string | null;
  merchantId?: string | null;
  customerId?: string | null;
  effect: AntiFraudEffect;
  effectUntil?: Date | null;
  evidence: Evidence;
};

const CASE_COLUMNS = `id, rule, target_type, target_key, target_user_id, target_requisite_id, merchant_id, customer_id, effect,
  effect_until, evidence, released_at, released_by, created_at`;

export const readSettings = (sql: Sql) => sql.query<{ key: string; value: string }>('SELECT key, value FROM anti_fraud_settings');

export const writeSettings = async (sql: Sql, values: Record<string, string>, actorId: string) => {
  const keys = Object.keys(values);
  if (keys.length === 0) return;
  await sql.query(
    `INSERT INTO anti_fraud_settings (key, value, updated_by)
     SELECT key, value, $3 FROM unnest($1::text[], $2::text[]) AS given (key, value)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = now()
     WHERE anti_fraud_settings.value IS DISTINCT FROM excluded.value`,
    [keys, keys.map((key) => values[key]), actorId],
  );
};

/**
 * Opens a case unless one is in force for the same rule and target (the partial unique index
 * decides, so two processes tripping the same rule at once open one). A case whose effect ran out
 * is still in force until released, but no longer blocks: it is renewed with the new trip.
 */
export const openCase = async (sql: Sql, row: NewCase) => {
  const [opened] = await sql.query<CaseRow & { inserted: boolean }>(
    `INSERT INTO anti_fraud_cases (id, rule, target_type, target_key, target_user_id, target_requisite_id, merchant_id, customer_id,
       effect, effect_until, evidence)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (rule, target_type, target_key) WHERE released_at IS NULL
     DO UPDATE SET effect_until = excluded.effect_until, evidence = excluded.evidence
       WHERE anti_fraud_cases.effect_until IS NOT NULL AND anti_fraud_cases.effect_until <= now()
     RETURNING ${CASE_COLUMNS}, (xmax = 0) AS inserted`,
    [
      uuidv7(),
      row.rule,
      row.targetType,
      row.targetKey,
      row.targetUserId ?? null,
      row.targetRequisiteId ?? null,
      row.merchantId ?? null,
      row.customerId ?? null,
      row.effect,
      row.effectUntil ?? null,
      JSON.stringify(row.evidence),
    ],
  );
  return opened ?? null;
};

export const caseById = async (sql: Sql, id: string, lock = false) =>
  (await sql.query<CaseRow>(`SELECT ${CASE_COLUMNS} FROM anti_fraud_cases WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]))[0];

export const releaseCase = async (sql: Sql, id: string, actorId: string) =>
  (
    await sql.query<CaseRow>(
      `UPDATE anti_fraud_cases SET released_at = now(), released_by = $2 WHERE id = $1 AND released_at IS NULL RETURNING ${CASE_COLUMNS}`,
      [id, actorId],
    )
  )[0];

/** The customers, traders and requisites that cases in force block, with when each block ends (null: at release). */
export const stops = (sql: Sql) =>
  sql.query<{
    id: string;
    rule: AntiFraudRule;
    effect: 'customer_blocked' | 'trader_stopped' | 'requisite_paused';
    target_key: string;
    effect_until: Date | null;
  }>(
    `SELECT id, rule, effect, target_key, effect_until FROM anti_fraud_cases
     WHERE released_at IS NULL AND effect IN ('customer_blocked', 'trader_stopped', 'requisite_paused')
       AND (effect_until IS NULL OR effect_until > now())`,
  );

export type CustomerFigures = {
  /** The customer's latest orders since its last release (newest first, as many as the rules look at). */
  recent: { id: string; status: string; created_at: string }[];
  /** Of those, how many within the counting window. */
  in_window: number;
  open: number;
  ever_paid: boolean;
};

/**
 * Everything the order-time rules need about one customer (an order is open at most
 * `openForMinutes` after its creation: the scan for open ones stops there), in one statement over one index range
 * (`orders_customer_idx`): its latest orders since its cases were last released (a release
 * forgives what was counted before it), how many are open, whether it ever paid.
 */
export const customerFigures = async (
  sql: Sql,
  input: { merchantId: string; customerId: string; targetKey: string; windowMinutes: number; look: number; openForMinutes: number },
) => {
  const [row] = await sql.query<CustomerFigures>(
    `WITH since AS (
       SELECT COALESCE(max(released_at), '-infinity'::timestamptz) AS at FROM anti_fraud_cases
       WHERE target_type = 'customer' AND target_key = $3 AND released_at IS NOT NULL
     ), recent AS (
       SELECT o.id, o.status, o.created_at FROM orders o, since
       WHERE o.merchant_id = $1 AND o.customer_id = $2 AND o.created_at > since.at
       ORDER BY o.created_at DESC LIMIT $5
     )
     SELECT
       COALESCE((SELECT json_agg(json_build_object('id', id, 'status', status, 'created_at', created_at) ORDER BY created_at DESC) FROM recent), '[]') AS recent,
       (SELECT count(*)::int FROM recent WHERE created_at > now() - make_interval(mins => $4)) AS in_window,
       (SELECT count(*)::int FROM (
          SELECT 1 FROM orders o, since WHERE o.merchant_id = $1 AND o.customer_id = $2
            AND o.created_at > GREATEST(since.at, now() - make_interval(mins => $6))
            AND o.status IN ('new', 'in-progress') LIMIT $5) AS open_ones) AS open,
       EXISTS (SELECT 1 FROM orders o WHERE o.merchant_id = $1 AND o.customer_id = $2 AND o.status IN ('paid', 'done', 'dispute')) AS ever_paid`,
    [input.merchantId, input.customerId, input.targetKey, input.windowMinutes, input.look, input.openForMinutes],
    { prepare: 'anti_fraud_customer' },
  );
  return row!;
};

/** The moment a rule's last case on a target was released: what happened before it is forgiven. */
const releasedSince = (rule: string, targetType: string, targetKey: string) =>
  `COALESCE((SELECT max(c.released_at) FROM anti_fraud_cases c
     WHERE c.rule = '${rule}' AND c.target_type = '${targetType}' AND c.target_key = ${targetKey} AND c.released_at IS NOT NULL), '-infinity'::timestamptz)`;

/** Pay-ins a trader confirmed by hand within `seconds` of their creation, in the period, per trader at or past `count`. */
export const fastConfirmations = (sql: Sql, input: { seconds: number; hours: number; count: number }) =>
  sql.query<{ trader_id: string; total: number; orders: string[] }>(
    `SELECT o.trader_id, count(*)::int AS total, (array_agg(o.id::text ORDER BY h.created_at DESC))[1:20] AS orders
     FROM order_history h JOIN orders o ON o.id = h.order_id
     WHERE h.to_status = 'paid' AND h.created_at > now() - make_interval(hours => $2)
       AND o.trader_id IS NOT NULL AND h.actor_id = o.trader_id AND o.direction = 'pay_in'
       AND h.created_at - o.created_at <= make_interval(secs => $1)
       AND h.created_at > ${releasedSince('trader_fast_confirm', 'trader', 'o.trader_id::text')}
     GROUP BY o.trader_id HAVING count(*) >= $3`,
    [input.seconds, input.hours, input.count],
  );

/** Disputes resolved against a trader (a resolved dispute is one the trader lost) within the period, per trader at or past `count`. */
export const lostDisputes = (sql: Sql, input: { days: number; count: number }) =>
  sql.query<{ trader_id: string; total: number; orders: string[] }>(
    `SELECT d.trader_id, count(*)::int AS total, (array_agg(d.order_id::text ORDER BY d.resolved_at DESC))[1:20] AS orders
     FROM disputes d
     WHERE d.status = 'resolved' AND d.trader_id IS NOT NULL AND d.resolved_at > now() - make_interval(days => $1)
       AND d.resolved_at > ${releasedSince('trader_lost_disputes', 'trader', 'd.trader_id::text')}
     GROUP BY d.trader_id HAVING count(*) >= $2`,
    [input.days, input.count],
  );

/** Incoming payments a trader's terminals read that matched no order, within the period, per trader at or past `count`. */
export const unmatchedPayments = (sql: Sql, input: { hours: number; count: number }) =>
  sql.query<{ trader_id: string; total: number }>(
    `SELECT n.user_id AS trader_id, count(*)::int AS total FROM terminal_notifications n
     WHERE n.outcome = 'unmatched' AND n.created_at > now() - make_interval(hours => $1)
       AND n.created_at > ${releasedSince('trader_unmatched_payments', 'trader', 'n.user_id::text')}
     GROUP BY n.user_id HAVING count(*) >= $2`,
    [input.hours, input.count],
  );

/**
 * Requisites whose last hour is beyond their pace: its orders or its turnover exceed `factor`
 * times the average hour of the `days` before it, with at least `minOrders` orders in the hour.
 */
export const requisitesBeyondPace = (sql: Sql, input: { factor: string; minOrders: number; days: number }) =>
  sql.query<{
    requisite_id: string;
    trader_id: string;
    currency: string;
    hour_orders: number;
    hour_turnover: string;
    usual_orders: string;
    usual_turnover: string;
    orders: string[];
  }>(
    `WITH hour AS (
       SELECT requisite_id, count(*)::int AS orders, sum(fiat_amount) AS turnover,
              (array_agg(id::text ORDER BY created_at DESC))[1:20] AS ids
       FROM orders WHERE requisite_id IS NOT NULL AND created_at > now() - interval '1 hour'
         AND created_at > ${releasedSince('requisite_pace', 'requisite', 'requisite_id::text')}
       GROUP BY requisite_id HAVING count(*) >= $2
     ), usual AS (
       SELECT o.requisite_id, count(*)::numeric / ($3 * 24) AS orders, COALESCE(sum(o.fiat_amount), 0)::numeric / ($3 * 24) AS turnover
       FROM orders o JOIN hour h ON h.requisite_id = o.requisite_id
       WHERE o.created_at > now() - interval '1 hour' - make_interval(days => $3) AND o.created_at <= now() - interval '1 hour'
       GROUP BY o.requisite_id
     )
     SELECT h.requisite_id, r.user_id AS trader_id, r.currency, h.orders AS hour_orders, h.turnover::text AS hour_turnover,
            round(COALESCE(u.orders, 0), 2)::text AS usual_orders, round(COALESCE(u.turnover, 0))::text AS usual_turnover, h.ids AS orders
     FROM hour h JOIN requisites r ON r.id = h.requisite_id LEFT JOIN usual u ON u.requisite_id = h.requisite_id
     WHERE h.orders > $1::numeric * COALESCE(u.orders, 0) OR h.turnover > $1::numeric * COALESCE(u.turnover, 0)`,
    [input.factor, input.minOrders, input.days],
  );

/**
 * Receipt bytes given for two different orders (the same sha256 in a customer's receipts or a
 * dispute's evidence), the later given within the last `hours`: the later order is the one that
 * reused it, and its customer is the case's target.
 */
export const reusedReceipts = (sql: Sql, hours: number) =>
  sql.query<{ order_id: string; first_order_id: string; merchant_id: string; customer_id: string | null; sha256: string }>(
    `WITH given AS (
       SELECT r.order_id, r.sha256, r.created_at FROM order_receipts r
       UNION ALL
       SELECT d.order_id, f.sha256, f.created_at FROM dispute_files f JOIN disputes d ON d.id = f.dispute_id
     ), recent AS (
       SELECT order_id, sha256, created_at FROM given WHERE created_at > now() - make_interval(hours => $1)
     )
     SELECT DISTINCT ON (later.order_id) later.order_id, earlier.order_id AS first_order_id, o.merchant_id, o.customer_id, later.sha256
     FROM recent later
     JOIN given earlier ON earlier.sha256 = later.sha256 AND earlier.order_id <> later.order_id AND earlier.created_at <= later.created_at
     JOIN orders o ON o.id = later.order_id
     WHERE later.created_at > CASE WHEN o.customer_id IS NULL
       THEN ${releasedSince('receipt_reused', 'merchant', 'o.merchant_id::text')}
       ELSE ${releasedSince('receipt_reused', 'customer', "o.merchant_id::text || ':' || o.customer_id")} END
     ORDER BY later.order_id, earlier.created_at`,
    [hours],
  );

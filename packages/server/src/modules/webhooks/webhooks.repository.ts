import type { WebhookDeliveryStatus, WebhookEventType } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';
import { currentRequestId } from '../../shared/request-trace';

/** Wakes every process's delivery worker; sent inside the transaction, so only a commit wakes it. */
export const DUE_CHANNEL = 'webhooks_due';

export type DeliveryRow = {
  id: string;
  seq: string;
  event_id: string;
  merchant_id: string;
  merchant_username: string;
  order_id: string | null;
  status: WebhookDeliveryStatus;
  skip_reason: 'disabled' | 'no_url' | 'no_key' | null;
  url: string | null;
  attempt_count: number;
  next_attempt_at: Date;
  resend_of: string | null;
  created_at: Date;
  finished_at: Date | null;
  event_type: WebhookEventType;
  revision: number | null;
  event_created_at: Date;
  data: unknown;
  /** The request that caused the event: its id is on the attempts' log lines. */
  request_id: string | null;
};

export type AttemptRow = {
  delivery_id: string;
  attempt: number;
  started_at: Date;
  url: string;
  http_status: number | null;
  error: string | null;
  /** Null while the attempt is in flight, or when it was interrupted. */
  duration_ms: number | null;
  response_excerpt: string | null;
  next_retry_at: Date | null;
  /** Null while the attempt is in flight. */
  finished_at: Date | null;
};

export const DELIVERY_COLUMNS = `d.id, d.seq::text, d.event_id, d.merchant_id, u.username AS merchant_username, d.order_id, d.status,
  d.skip_reason, d.url, d.attempt_count, d.next_attempt_at, d.resend_of, d.created_at, d.finished_at,
  e.type AS event_type, e.revision, e.created_at AS event_created_at, e.data, e.request_id`;
export const DELIVERY_FROM = `webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id JOIN users u ON u.id = d.merchant_id`;

/**
 * The outbox: an event and its first delivery, in the caller's transaction, and (unless the caller
 * wakes delivery itself after its commit) a wake-up sent on commit. The event keeps the id of the
 * request it belongs to, read from the request's trace: every domain's events get it without passing it.
 */
export const insertEvent = async (
  sql: Sql,
  event: { merchantId: string; orderId: string | null; type: WebhookEventType; revision: number | null; data: unknown },
  wakeOnCommit = true,
) => {
  const eventId = uuidv7();
  const deliveryId = uuidv7();
  await sql.query(
    `WITH event AS (
       INSERT INTO webhook_events (id, merchant_id, order_id, type, revision, data, request_id) VALUES ($1, $2, $3, $4, $5, $6, $8) RETURNING id
     )
     INSERT INTO webhook_deliveries (id, event_id, merchant_id, order_id) SELECT $7, id, $2, $3 FROM event`,
    [eventId, event.merchantId, event.orderId, event.type, event.revision, JSON.stringify(event.data), deliveryId, currentRequestId()],
    { prepare: 'webhooks_insert_event' },
  );
  if (wakeOnCommit) await sql.query(`SELECT pg_notify('${DUE_CHANNEL}', '')`);
  return { eventId, deliveryId };
};

/** Another delivery of an event already sent: a resend, linked to the delivery it repeats. */
export const insertDelivery = async (
  sql: Sql,
  delivery: { eventId: string; merchantId: string; orderId: string | null; resendOf: string | null; lockedBy?: string; leaseUntil?: Date },
) => {
  const id = uuidv7();
  await sql.query(
    `INSERT INTO webhook_deliveries (id, event_id, merchant_id, order_id, resend_of, locked_by, locked_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      delivery.eventId,
      delivery.merchantId,
      delivery.orderId,
      delivery.resendOf,
      delivery.lockedBy ?? null,
      delivery.leaseUntil ?? null,
    ],
  );
  await sql.query(`SELECT pg_notify('${DUE_CHANNEL}', '')`);
  return id;
};

/**
 * Claims due deliveries for a lease: pending, due by `now`, not leased by a live attempt, the
 * earliest pending one of their order (so one order's events go out in order), and not to a
 * paused endpoint. Endpoint by endpoint, each at most `perEndpoint` in flight counting the
 * `running` ones this process has, so that no endpoint's backlog crowds out the others; the
 * earliest due first. SKIP LOCKED lets every process claim different ones.
 */
export const claimDue = (
  sql: Sql,
  now: Date,
  leaseUntil: Date,
  node: string,
  limit: number,
  perEndpoint: number,
  running: Map<string, number>,
) =>
  sql.query<{ id: string; merchant_id: string }>(
    `UPDATE webhook_deliveries SET locked_until = $2, locked_by = $3
      WHERE id IN (
        SELECT c.id FROM (
            SELECT DISTINCT d.merchant_id FROM webhook_deliveries d WHERE d.status = 'pending' AND d.next_attempt_at <= $1
          ) m
          LEFT JOIN unnest($5::uuid[], $6::int[]) AS b(merchant_id, running) ON b.merchant_id = m.merchant_id
          CROSS JOIN LATERAL (
            SELECT d.id, d.next_attempt_at, d.seq FROM webhook_deliveries d
             WHERE d.merchant_id = m.merchant_id AND d.status = 'pending' AND d.next_attempt_at <= $1
               AND (d.locked_until IS NULL OR d.locked_until < $1)
               AND (d.order_id IS NULL OR NOT EXISTS (
                     SELECT 1 FROM webhook_deliveries p WHERE p.order_id = d.order_id AND p.status = 'pending' AND p.seq < d.seq))
               AND NOT EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.merchant_id = d.merchant_id AND w.paused_at IS NOT NULL)
             ORDER BY d.next_attempt_at, d.seq
             LIMIT greatest($7::int - COALESCE(b.running, 0), 0)
             FOR UPDATE SKIP LOCKED
          ) c
         ORDER BY c.next_attempt_at, c.seq
         LIMIT $4)
      RETURNING id, merchant_id`,
    [now, leaseUntil, node, limit, [...running.keys()], [...running.values()], perEndpoint],
    { prepare: 'webhooks_claim_due' },
  );

export const findDelivery = async (sql: Sql, id: string) =>
  (
    await sql.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM ${DELIVERY_FROM} WHERE d.id = $1`, [id], {
      prepare: 'webhooks_find_delivery',
    })
  )[0] ?? null;

/**
 * Locks a delivery for a "send again" and answers the delivery that already repeats it, if any:
 * of two requests at once, the second finds the first one's and sends nothing more.
 */
export const lockForResend = async (sql: Sql, id: string) => {
  await sql.query('SELECT id FROM webhook_deliveries WHERE id = $1 FOR UPDATE', [id]);
  const [resent] = await sql.query<{ id: string }>('SELECT id FROM webhook_deliveries WHERE resend_of = $1 ORDER BY seq LIMIT 1', [id]);
  return resent?.id ?? null;
};

export const orderDeliveries = (sql: Sql, orderId: string) =>
  sql.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM ${DELIVERY_FROM} WHERE d.order_id = $1 ORDER BY d.seq DESC`, [orderId]);

export const attemptsOf = (sql: Sql, deliveryIds: string[]) =>
  deliveryIds.length === 0
    ? Promise.resolve([] as AttemptRow[])
    : sql.query<AttemptRow>(
        `SELECT delivery_id, attempt, started_at, url, http_status, error, duration_ms, response_excerpt, next_retry_at, finished_at
           FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY attempt`,
        [deliveryIds],
      );

/** The order's latest event and that event's latest delivery: what a resend repeats. */
export const latestOfOrder = async (sql: Sql, orderId: string) =>
  (
    await sql.query<{ event_id: string; merchant_id: string; delivery_id: string }>(
      `SELECT d.event_id, d.merchant_id, d.id AS delivery_id FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
        WHERE d.order_id = $1 ORDER BY e.revision DESC NULLS LAST, e.created_at DESC, d.seq DESC LIMIT 1`,
      [orderId],
    )
  )[0] ?? null;

/**
 * Writes an attempt before its request is sent, if this process still holds the delivery's lease;
 * answers its id and number. An attempt left unfinished by a process that died is closed first as
 * interrupted, and counts.
 */
export const startAttempt = async (sql: Sql, deliveryId: string, node: string, url: string, startedAt: Date) =>
  (
    await sql.query<{ id: string; attempt: number }>(
      `WITH stale AS (
         UPDATE webhook_attempts SET finished_at = $4, error = 'interrupted: the sending process stopped'
          WHERE delivery_id = $1 AND finished_at IS NULL RETURNING attempt
       ), delivery AS (
         UPDATE webhook_deliveries SET attempt_count = GREATEST(attempt_count, COALESCE((SELECT max(attempt) FROM stale), 0))
          WHERE id = $1 AND locked_by = $2 AND status = 'pending' RETURNING attempt_count
       )
       INSERT INTO webhook_attempts (id, delivery_id, attempt, started_at, url)
       SELECT $5, $1, delivery.attempt_count + 1, $4, $3 FROM delivery
       RETURNING id, attempt`,
      [deliveryId, node, url, startedAt, uuidv7()],
      { prepare: 'webhooks_start_attempt' },
    )
  )[0] ?? null;

/** Completes a started attempt with its outcome, and the delivery with it, if this process still holds the lease. */
export const recordAttempt = async (
  sql: Sql,
  node: string,
  attemptId: string,
  attempt: Omit<AttemptRow, 'attempt' | 'started_at' | 'finished_at'>,
  outcome: { status: WebhookDeliveryStatus; finishedAt: Date | null; at: Date },
) => {
  const rows = await sql.query(
    `UPDATE webhook_deliveries SET attempt_count = attempt_count + 1, status = $3, url = $4,
            next_attempt_at = COALESCE($5, next_attempt_at), finished_at = $6, locked_until = NULL, locked_by = NULL
      WHERE id = $1 AND locked_by = $2 AND status = 'pending'
      RETURNING attempt_count`,
    [attempt.delivery_id, node, outcome.status, attempt.url, attempt.next_retry_at, outcome.finishedAt],
    { prepare: 'webhooks_record_attempt' },
  );
  if (rows.length === 0) return false;
  await sql.query(
    `UPDATE webhook_attempts SET http_status = $2, error = $3, duration_ms = $4, response_excerpt = $5, next_retry_at = $6, finished_at = $7
      WHERE id = $1`,
    [attemptId, attempt.http_status, attempt.error, attempt.duration_ms, attempt.response_excerpt, attempt.next_retry_at, outcome.at],
    { prepare: 'webhooks_finish_attempt' },
  );
  return true;
};

/** Not sent at all (a disabled type, no URL or no key): ends the delivery, logged as skipped. */
export const markSkipped = async (sql: Sql, id: string, node: string, reason: 'disabled' | 'no_url' | 'no_key', now: Date) =>
  (
    await sql.query(
      `UPDATE webhook_deliveries SET status = 'skipped', skip_reason = $3, finished_at = $4, locked_until = NULL, locked_by = NULL
        WHERE id = $1 AND locked_by = $2 AND status = 'pending' RETURNING id`,
      [id, node, reason, now],
      { prepare: 'webhooks_mark_skipped' },
    )
  ).length > 0;

export type EndpointRow = { merchant_id: string; failing_since: Date | null; paused_at: Date | null };

export const findEndpoint = async (sql: Sql, merchantId: string) =>
  (
    await sql.query<EndpointRow>('SELECT merchant_id, failing_since, paused_at FROM webhook_endpoints WHERE merchant_id = $1', [merchantId])
  )[0] ?? null;

/** A failed attempt: the endpoint fails since its first failure after a success; answers the row. */
export const noteFailure = async (sql: Sql, merchantId: string, now: Date) =>
  (
    await sql.query<EndpointRow>(
      `INSERT INTO webhook_endpoints (merchant_id, failing_since) VALUES ($1, $2)
       ON CONFLICT (merchant_id) DO UPDATE SET failing_since = COALESCE(webhook_endpoints.failing_since, EXCLUDED.failing_since)
       RETURNING merchant_id, failing_since, paused_at`,
      [merchantId, now],
    )
  )[0]!;

/**
 * A delivered attempt. An endpoint that had been failing for `outageMs` or longer answers again:
 * its waiting deliveries are due at once rather than each at the end of its own back-off (a
 * receiver that merely fails now and then keeps its schedule). Answers whether it caught up.
 */
export const noteSuccess = async (sql: Sql, merchantId: string, now: Date, outageMs: number) => {
  const [row] = await sql.query<{ failing_since: Date | null }>(
    `UPDATE webhook_endpoints e SET failing_since = NULL
       FROM (SELECT failing_since FROM webhook_endpoints WHERE merchant_id = $1) before
      WHERE e.merchant_id = $1 AND e.failing_since IS NOT NULL
     RETURNING before.failing_since`,
    [merchantId],
    { prepare: 'webhooks_note_success' },
  );
  const caughtUp = row?.failing_since ? now.getTime() - row.failing_since.getTime() >= outageMs : false;
  if (caughtUp) {
    await sql.query(
      `UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE merchant_id = $1 AND status = 'pending' AND next_attempt_at > $2`,
      [merchantId, now],
    );
  }
  return caughtUp;
};

/** Pauses the endpoint once; answers whether this call paused it. */
export const pauseEndpoint = async (sql: Sql, merchantId: string, now: Date) =>
  (
    await sql.query('UPDATE webhook_endpoints SET paused_at = $2 WHERE merchant_id = $1 AND paused_at IS NULL RETURNING merchant_id', [
      merchantId,
      now,
    ])
  ).length > 0;

/** Re-enables the endpoint: its waiting deliveries are due at once. */
export const resumeEndpoint = async (sql: Sql, merchantId: string, now: Date) => {
  await sql.query('UPDATE webhook_endpoints SET paused_at = NULL, failing_since = NULL WHERE merchant_id = $1', [merchantId]);
  await sql.query(`UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE merchant_id = $1 AND status = 'pending'`, [merchantId, now]);
  await sql.query(`SELECT pg_notify('${DUE_CHANNEL}', '')`);
};

/** The queue as operators watch it: deliveries waiting to go out, and the age of the oldest, in seconds. */
export const queueFigures = async (sql: Sql) =>
  (
    await sql.query<{ pending: number; oldest_seconds: number | null }>(
      `SELECT count(*)::int AS pending, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest_seconds
         FROM webhook_deliveries WHERE status = 'pending'`,
    )
  )[0]!;

/** Leases one delivery to a process until the given time. */
export const leaseDelivery = async (sql: Sql, id: string, node: string, until: Date) => {
  await sql.query('UPDATE webhook_deliveries SET locked_by = $2, locked_until = $3 WHERE id = $1', [id, node, until]);
};

/** Hands back the leases a stopping process still holds: another process claims them at once instead of after the lease. */
export const releaseLeases = async (sql: Sql, node: string) => {
  await sql.query(`UPDATE webhook_deliveries SET locked_until = NULL, locked_by = NULL WHERE locked_by = $1 AND status = 'pending'`, [
    node,
  ]);
};

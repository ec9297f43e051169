import { randomUUID } from 'node:crypto';
import { WEBHOOK_FAILED, type WebhookBody, type WebhookFailedPayload } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { withRequestId } from '../../shared/request-trace';
import type { WebhookSettingsService } from './webhook-settings.service';
import { wakeDeliveries } from './webhook-outbox.service';
import { nextRetryAt } from './webhook-retry';
import { createWebhookSender, type WebhookSender } from './webhook-sender';
import { webhookHeaders } from './webhook-signer';
import * as repo from './webhooks.repository';

/** An attempt's lease: longer than the 15 s timeout, so only a dead process loses its claim. */
const LEASE_MS = 60_000;
/** Attempts one process has in flight at once, and at most this many to one endpoint: a receiver that hangs holds its own share only. */
const MAX_IN_FLIGHT = 64;
export const MAX_PER_ENDPOINT = 16;
/** An endpoint that failed for this long and answers again gets its backlog at once. */
const OUTAGE_MS = 60_000;
/** Failures on every event for this long pause the endpoint until the merchant re-enables it. */
export const PAUSE_AFTER_MS = 5 * 24 * 3_600_000;
export type DeliveryEngineOptions = {
  settings: Pick<WebhookSettingsService, 'target'>;
  /** The clock: tests move it instead of waiting through the retry schedule. */
  now?: () => Date;
  random?: () => number;
  sender?: WebhookSender;
};

/**
 * The delivery engine: claims what is due, attempts it with no transaction open, records the
 * outcome, schedules the retry, tracks each endpoint's health, and drains the queue as slots free
 * up. Every process runs one; the leases keep two from sending one delivery at once.
 */
export const createDeliveryEngine = ({ db, config, bus, report, metrics, log }: AppDeps, options: DeliveryEngineOptions) => {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const send = options.sender ?? createWebhookSender({ allowPrivate: config.webhookAllowPrivateNetworks });
  const node = randomUUID();
  let draining: Promise<number> | null = null;
  /** A stopping process claims nothing more; what it has in hand it finishes. */
  let stopping = false;
  let again = false;
  /** Wakes a drain waiting on its attempts in flight: something new may be due. */
  let poke: (() => void) | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  const notify = async (merchantId: string, payload: WebhookFailedPayload) => {
    await bus.publish({ kind: 'message', userId: merchantId, message: { type: WEBHOOK_FAILED, message: JSON.stringify(payload) } });
  };

  /** One attempt of a claimed delivery; the HTTP call runs with no transaction open. */
  type Target = Awaited<ReturnType<DeliveryEngineOptions['settings']['target']>>;
  const attempt = async (id: string, attemptOptions: { retries?: boolean; targets?: Map<string, Promise<Target>> } = {}) => {
    const row = await repo.findDelivery(db, id);
    if (!row || row.status !== 'pending') return;
    // The attempt's log lines name the request that caused the event, whoever runs it.
    await withRequestId(row.request_id, () => attemptRow(row, attemptOptions));
  };
  const attemptRow = async (row: repo.DeliveryRow, { retries = true, targets = new Map<string, Promise<Target>>() } = {}) => {
    const { id } = row;
    // One read of a merchant's URL, key and switches per batch: a change applies from the next batch.
    let pending = targets.get(row.merchant_id);
    if (!pending) {
      pending = options.settings.target(row.merchant_id);
      targets.set(row.merchant_id, pending);
    }
    const target = await pending;
    const skip =
      row.event_type !== 'test' && target.disabled.has(row.event_type)
        ? 'disabled'
        : !target.url
          ? 'no_url'
          : !target.key
            ? 'no_key'
            : null;
    if (skip) {
      await repo.markSkipped(db, id, node, skip, now());
      return;
    }
    const body: WebhookBody = {
      id: row.event_id,
      type: row.event_type,
      created_at: row.event_created_at.toISOString(),
      revision: row.revision,
      data: row.data,
    };
    const text = JSON.stringify(body);
    const startedAt = now();
    // In the log before it is sent: an attempt in flight when this process dies is not lost.
    const started = await repo.startAttempt(db, id, node, target.url!, startedAt);
    if (!started) return;
    const result = await send(target.url!, webhookHeaders(target.key!, row.event_id, Math.floor(startedAt.getTime() / 1000), text), text);
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const at = now();
    const next = ok || !retries ? null : nextRetryAt(at, started.attempt, result.retryAfterSeconds, random);
    const status = ok ? 'succeeded' : next ? 'pending' : 'failed';
    const outcome = status === 'pending' ? 'retrying' : status;
    metrics.webhookAttempts.inc({ outcome });
    log.info(
      { deliveryId: id, eventType: row.event_type, orderId: row.order_id, httpStatus: result.status, outcome, ms: result.durationMs },
      'webhook attempt',
    );
    let paused = false;
    let recovered = false;
    const recorded = await db.transaction(async (tx) => {
      const written = await repo.recordAttempt(
        tx,
        node,
        started.id,
        {
          delivery_id: id,
          url: target.url!,
          http_status: result.status,
          error: result.error ?? (ok ? null : `HTTP ${result.status}`),
          duration_ms: result.durationMs,
          response_excerpt: result.excerpt,
          next_retry_at: next,
        },
        { status, finishedAt: status === 'pending' ? null : at, at },
      );
      if (!written) return written;
      // A test event that gets through shows the endpoint answers again; one that fails counts for nothing.
      if (ok) {
        if (await repo.noteSuccess(tx, row.merchant_id, at, OUTAGE_MS)) recovered = true;
      } else if (row.event_type !== 'test') {
        const endpoint = await repo.noteFailure(tx, row.merchant_id, at);
        if (endpoint.failing_since && at.getTime() - endpoint.failing_since.getTime() >= PAUSE_AFTER_MS) {
          paused = await repo.pauseEndpoint(tx, row.merchant_id, at);
        }
      }
      return written;
    });
    // The endpoint's backlog is due now: the drain claims it as slots free up.
    if (recovered) wakeDeliveries(db);
    if (recorded && (status === 'failed' || paused)) {
      await notify(row.merchant_id, { delivery_id: id, event_type: row.event_type, order_id: row.order_id, url: target.url, paused });
    }
  };

  /**
   * Delivers everything due; answers how many attempts ran. Attempts run side by side, up to
   * MAX_IN_FLIGHT, and each freed slot is filled at once: a slow or hanging receiver holds at most
   * MAX_PER_ENDPOINT slots for its timeout while every other endpoint's deliveries go on.
   */
  const drain = async () => {
    let count = 0;
    const running = new Map<Promise<void>, string>();
    const perMerchant = () => {
      const counts = new Map<string, number>();
      for (const merchant of running.values()) counts.set(merchant, (counts.get(merchant) ?? 0) + 1);
      return counts;
    };
    for (;;) {
      const free = MAX_IN_FLIGHT - running.size;
      // What ran while the claim was asked may have ended meanwhile: only a claim asked with
      // nothing running, that found nothing, means nothing is due.
      const busyWhenAsked = running.size > 0;
      const at = now();
      const claimed =
        free > 0 && !stopping
          ? await repo.claimDue(db, at, new Date(at.getTime() + LEASE_MS), node, free, MAX_PER_ENDPOINT, perMerchant())
          : [];
      // One read of a merchant's URL, key and switches per claim: a change applies from the next one.
      const targets = new Map<string, Promise<Target>>();
      for (const { id, merchant_id: merchant } of claimed) {
        // A failed attempt (the database gone a moment) is logged; its lease runs out and it is claimed again.
        const run: Promise<void> = attempt(id, { targets })
          .catch((error: unknown) => report(error, 'webhook attempt failed'))
          .finally(() => running.delete(run));
        running.set(run, merchant);
      }
      count += claimed.length;
      if (running.size === 0 && !busyWhenAsked) return count;
      if (running.size === 0) continue;
      // Everything claimable now is running, or no slot is free: look again when a slot frees that
      // a claim could use (every slot taken, or an endpoint at its share), when all have ended, or
      // on a wake-up (a new event, the sweep every second); not after every attempt.
      if (claimed.length < free || running.size >= MAX_IN_FLIGHT) {
        const counts = perMerchant();
        const useful =
          running.size >= MAX_IN_FLIGHT
            ? [...running.keys()]
            : [...running].filter(([, merchant]) => counts.get(merchant)! >= MAX_PER_ENDPOINT).map(([run]) => run);
        await Promise.race([...useful, Promise.all(running.keys()), new Promise<void>((resolve) => (poke = resolve))]);
        poke = null;
      }
    }
  };

  /** One drain at a time per process; a wake-up during a drain runs one more pass after it. */
  const deliverDue = (): Promise<number> => {
    if (draining) {
      again = true;
      poke?.();
      return draining;
    }
    draining = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drain();
      } while (again);
      return total;
    })().finally(() => (draining = null));
    return draining;
  };

  return {
    now,
    deliverDue,
    attempt,
    /** Leases a delivery to this process in the caller's transaction, so no worker sends what the caller will send now. */
    lease: (sql: Sql, deliveryId: string) => repo.leaseDelivery(sql, deliveryId, node, new Date(now().getTime() + LEASE_MS)),
    /** Starts a drain without waiting for it: the recurring job must not hold the job runner for 15 s. */
    kick: () => {
      void deliverDue();
    },
    /** Listens for the outbox's wake-ups, so a committed change is delivered at once. */
    start: async () => {
      stopping = false;
      unlisten = await db.listen(repo.DUE_CHANNEL, () => void deliverDue());
    },
    /**
     * Claims nothing more, lets the attempts in flight end (at most `graceMs`; a receiver has 15 s),
     * then hands back every lease this process holds.
     */
    stop: async (graceMs = LEASE_MS) => {
      stopping = true;
      await unlisten?.();
      unlisten = null;
      let late: NodeJS.Timeout | undefined;
      await Promise.race([draining?.catch(() => undefined), new Promise((resolve) => (late = setTimeout(resolve, graceMs)))]);
      clearTimeout(late);
      await repo.releaseLeases(db, node).catch((error: unknown) => report(error, 'webhook leases could not be handed back'));
    },
  };
};

export type DeliveryEngine = ReturnType<typeof createDeliveryEngine>;

import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_FAILED,
  type listQuerySchema,
  type OrderStatus,
  type WebhookBody,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookFailedPayload,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { RequestContext } from '../../http/request-context';
import type { AccountService } from '../account/account.service';
import { recordOrderEvent, wakeDeliveries, type WebhookOrder } from './webhook-outbox.service';
import { nextRetryAt } from './webhook-retry';
import { createWebhookSender, type WebhookSender } from './webhook-sender';
import { webhookHeaders } from './webhook-signer';
import { withRequestId } from '../../shared/request-trace';
import { deliveriesListSpec } from './webhooks.list';
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
const RESENDABLE: readonly OrderStatus[] = ['canceled', 'paid'];

/** The order as webhooks need it, from the orders domain. */
export type OrderView = (id: string) => Promise<(WebhookOrder & { data: unknown }) | null>;

export type WebhooksOptions = {
  account: Pick<AccountService, 'webhookTarget'>;
  orderView: OrderView;
  /** The clock: tests move it instead of waiting through the retry schedule. */
  now?: () => Date;
  random?: () => number;
  sender?: WebhookSender;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toDelivery = (row: repo.DeliveryRow, attempts: repo.AttemptRow[]): WebhookDelivery => ({
  id: row.id,
  event_id: row.event_id,
  event_type: row.event_type,
  order_id: row.order_id,
  revision: row.revision,
  merchant: { uuid: row.merchant_id, username: row.merchant_username },
  url: row.url,
  status: row.status,
  skip_reason: row.skip_reason,
  attempt_count: row.attempt_count,
  next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
  resend_of: row.resend_of,
  created_at: row.created_at.toISOString(),
  finished_at: iso(row.finished_at),
  attempts: attempts
    .filter((attempt) => attempt.delivery_id === row.id)
    .map((attempt) => ({
      at: attempt.started_at.toISOString(),
      url: attempt.url,
      http_status: attempt.http_status,
      error: attempt.error,
      duration_ms: attempt.duration_ms,
      in_flight: attempt.finished_at === null,
      response_excerpt: attempt.response_excerpt,
      next_retry_at: iso(attempt.next_retry_at),
    })),
});

export const createWebhooksService = ({ db, config, bus, report, metrics, log }: AppDeps, options: WebhooksOptions) => {
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

  const hydrate = async (rows: repo.DeliveryRow[]) => {
    const attempts = await repo.attemptsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toDelivery(row, attempts));
  };
  const load = async (id: string) => {
    const row = await repo.findDelivery(db, id);
    if (!row) throw new AppError('not_found');
    return (await hydrate([row]))[0]!;
  };

  const notify = async (merchantId: string, payload: WebhookFailedPayload) => {
    await bus.publish({ kind: 'message', userId: merchantId, message: { type: WEBHOOK_FAILED, message: JSON.stringify(payload) } });
  };

  /** One attempt of a claimed delivery; the HTTP call runs with no transaction open. */
  type Target = Awaited<ReturnType<WebhooksOptions['account']['webhookTarget']>>;
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
      pending = options.account.webhookTarget(row.merchant_id);
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

  const ownDelivery = async (id: string, { actor }: RequestContext) => {
    const row = await repo.findDelivery(db, id);
    // Another merchant's delivery answers as not found.
    if (!row || (actor.type !== 'admin' && row.merchant_id !== actor.id)) throw new AppError('not_found');
    return row;
  };

  const ownOrder = async (orderId: string, { actor }: RequestContext) => {
    const order = await options.orderView(orderId);
    if (!order || (actor.type !== 'admin' && order.merchant_id !== actor.id)) throw new AppError('not_found');
    return order;
  };

  const endpointOf = async (merchantId: string): Promise<WebhookEndpoint> => {
    const [row, target] = await Promise.all([repo.findEndpoint(db, merchantId), options.account.webhookTarget(merchantId)]);
    return { url: target.url, paused_at: iso(row?.paused_at ?? null), failing_since: iso(row?.failing_since ?? null) };
  };

  return {
    deliverDue,
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

    list: async (query: z.output<typeof listQuerySchema>, { actor, lang }: RequestContext) => {
      const { rows, context } = await runList<repo.DeliveryRow>(
        db,
        deliveriesListSpec(actor.type === 'admin' ? null : actor.id),
        query,
        lang,
      );
      return { items: await hydrate(rows), context };
    },

    /** One delivery with its attempts, the caller's own (an admin's: any). */
    delivery: async (id: string, context: RequestContext) => {
      await ownDelivery(id, context);
      return load(id);
    },

    orderDeliveries: async (orderId: string, context: RequestContext) => {
      await ownOrder(orderId, context);
      return hydrate(await repo.orderDeliveries(db, orderId));
    },

    /** Spec 001: an admin resends a canceled or paid order's latest event, as a new delivery linked to the last one. */
    resendOrder: async (orderId: string, context: RequestContext) => {
      const order = await ownOrder(orderId, context);
      if (!RESENDABLE.includes(order.status)) throw new AppError('webhook_not_resendable', { status: order.status });
      const latest = await repo.latestOfOrder(db, orderId);
      // An order from before webhooks has no event yet: its current state becomes one.
      const id = latest
        ? await repo.insertDelivery(db, { eventId: latest.event_id, merchantId: latest.merchant_id, orderId, resendOf: latest.delivery_id })
        : (await db.transaction((tx) => recordOrderEvent(tx, order, order.data))).deliveryId;
      wakeDeliveries(db);
      return load(id);
    },

    /**
     * "Send again": a failed delivery's event, in a new delivery linked to it, once: a second
     * request (a double click, a retried call) answers the delivery the first one made.
     */
    sendAgain: async (deliveryId: string, context: RequestContext) => {
      const row = await ownDelivery(deliveryId, context);
      if (row.status !== 'failed') throw new AppError('webhook_not_failed', { status: row.status });
      const id = await db.transaction(
        async (tx) =>
          (await repo.lockForResend(tx, row.id)) ??
          repo.insertDelivery(tx, { eventId: row.event_id, merchantId: row.merchant_id, orderId: row.order_id, resendOf: row.id }),
      );
      return load(id);
    },

    /** A signed `test` event, sent now (once, no retries); the answer shows what the receiver said. */
    sendTest: async ({ actor }: RequestContext) => {
      const target = await options.account.webhookTarget(actor.id);
      if (!target.url) throw new AppError('webhook_no_url');
      if (!target.key) throw new AppError('webhook_no_key');
      const at = now();
      const { deliveryId } = await db.transaction(async (tx) => {
        const created = await repo.insertEvent(tx, {
          merchantId: actor.id,
          orderId: null,
          type: 'test',
          revision: null,
          data: { message: 'This is a test event from Paydesk.' },
        });
        // Leased to this call at once, so no worker sends it twice.
        await tx.query('UPDATE webhook_deliveries SET locked_by = $2, locked_until = $3 WHERE id = $1', [
          created.deliveryId,
          node,
          new Date(at.getTime() + LEASE_MS),
        ]);
        return created;
      });
      await attempt(deliveryId, { retries: false });
      return load(deliveryId);
    },

    endpoint: ({ actor }: RequestContext) => endpointOf(actor.id),

    resumeEndpoint: async ({ actor }: RequestContext) => {
      await repo.resumeEndpoint(db, actor.id, now());
      return endpointOf(actor.id);
    },
  };
};

export type WebhooksService = ReturnType<typeof createWebhooksService>;

/** The Standard Webhooks signature, for a domain that checks one it receives (a partner instance's). */
export { signWebhook } from './webhook-signer';

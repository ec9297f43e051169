import { type listQuerySchema, type OrderStatus, type WebhookDelivery, type WebhookEndpoint } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { RequestContext } from '../../http/request-context';
import { createDeliveryEngine, type DeliveryEngineOptions } from './webhook-delivery.engine';
import { recordOrderEvent, wakeDeliveries, type WebhookOrder } from './webhook-outbox.service';
import { deliveriesListSpec } from './webhooks.list';
import * as repo from './webhooks.repository';

export { MAX_PER_ENDPOINT, PAUSE_AFTER_MS } from './webhook-delivery.engine';

const RESENDABLE: readonly OrderStatus[] = ['canceled', 'paid'];

/** The order as webhooks need it, from the orders domain. */
export type OrderView = (id: string) => Promise<(WebhookOrder & { data: unknown }) | null>;

export type WebhooksOptions = DeliveryEngineOptions & { orderView: OrderView };

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

/**
 * The webhooks' back-office use cases (the deliveries list, an order's deliveries, resend, send
 * again, the test event, the endpoint's state), over the delivery engine that sends them.
 */
export const createWebhooksService = (deps: AppDeps, options: WebhooksOptions) => {
  const { db } = deps;
  const engine = createDeliveryEngine(deps, options);
  const { now } = engine;

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
    const [row, target] = await Promise.all([repo.findEndpoint(db, merchantId), options.settings.target(merchantId)]);
    return { url: target.url, paused_at: iso(row?.paused_at ?? null), failing_since: iso(row?.failing_since ?? null) };
  };

  return {
    deliverDue: engine.deliverDue,
    kick: engine.kick,
    start: engine.start,
    stop: engine.stop,

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
      const target = await options.settings.target(actor.id);
      if (!target.url) throw new AppError('webhook_no_url');
      if (!target.key) throw new AppError('webhook_no_key');
      const { deliveryId } = await db.transaction(async (tx) => {
        const created = await repo.insertEvent(tx, {
          merchantId: actor.id,
          orderId: null,
          type: 'test',
          revision: null,
          data: { message: 'This is a test event from Paydesk.' },
        });
        // Leased to this call at once, so no worker sends it twice.
        await engine.lease(tx, created.deliveryId);
        return created;
      });
      await engine.attempt(deliveryId, { retries: false });
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

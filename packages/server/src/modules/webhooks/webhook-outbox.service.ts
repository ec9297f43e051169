import type { OrderStatus, WebhookDisputeEvent, WebhookOrderEvent } from '@paydesk/contract';
import type { Db, Sql } from '../../db/db';
import { DUE_CHANNEL, insertEvent } from './webhooks.repository';

const EVENT_OF_STATUS: Record<OrderStatus, WebhookOrderEvent> = {
  new: 'order.created',
  'in-progress': 'order.in_progress',
  paid: 'order.paid',
  canceled: 'order.canceled',
  done: 'order.done',
  dispute: 'order.disputed',
};

/** What the outbox needs of an order: whose it is, where it stands, and the merchant API's view of it. */
export type WebhookOrder = { id: string; merchant_id: string; status: OrderStatus; revision: number };

/**
 * Writes the order's webhook in the caller's transaction (the outbox): a committed change always
 * gets its webhook, a rolled-back one never does. `data` is the order as the merchant API shows it.
 * The caller wakes delivery once it has committed (`wakeDeliveries`).
 */
export const recordOrderEvent = (tx: Sql, order: WebhookOrder, data: unknown) =>
  insertEvent(
    tx,
    { merchantId: order.merchant_id, orderId: order.id, type: EVENT_OF_STATUS[order.status], revision: order.revision, data },
    false,
  );

/** Writes another domain's webhook about an order (a dispute's) in the caller's transaction, like an order's own. */
export const recordEvent = (
  tx: Sql,
  event: { merchantId: string; orderId: string; type: WebhookDisputeEvent; revision: number },
  data: unknown,
) => insertEvent(tx, { ...event, data }, false);

const pendingWakes = new WeakSet<Db>();

/**
 * Wakes every process's delivery after a commit, once per turn of the event loop however many
 * events committed meanwhile. A NOTIFY inside the transaction would instead serialize every
 * committing order on PostgreSQL's notification lock; a missed wake-up is caught by the sweep.
 */
export const wakeDeliveries = (db: Db) => {
  if (pendingWakes.has(db)) return;
  pendingWakes.add(db);
  setImmediate(() => {
    pendingWakes.delete(db);
    db.notify(DUE_CHANNEL, '').catch(() => undefined);
  });
};

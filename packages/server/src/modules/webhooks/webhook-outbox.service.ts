import type { OrderStatus, WebhookOrderEvent } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { insertEvent } from './webhooks.repository';

const EVENT_OF_STATUS: Record<OrderStatus, WebhookOrderEvent> = {
  new: 'order.created',
  'in-progress': 'order.in_progress',
  paid: 'order.paid',
  canceled: 'order.canceled',
  done: 'order.done',
};

/** What the outbox needs of an order: whose it is, where it stands, and the merchant API's view of it. */
export type WebhookOrder = { id: string; merchant_id: string; status: OrderStatus; revision: number };

/**
 * Writes the order's webhook in the caller's transaction (the outbox): a committed change always
 * gets its webhook, a rolled-back one never does. `data` is the order as the merchant API shows it.
 */
export const recordOrderEvent = (tx: Sql, order: WebhookOrder, data: unknown) =>
  insertEvent(tx, {
    merchantId: order.merchant_id,
    orderId: order.id,
    type: EVENT_OF_STATUS[order.status],
    revision: order.revision,
    data,
  });

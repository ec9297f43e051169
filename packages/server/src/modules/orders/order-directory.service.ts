import type { AppDeps } from '../../app-deps';
import { toMerchantOrder } from './order.mapper';
import * as repo from './orders.repository';

/** What other domains may read of an order (the payment page, receipts, webhooks, route ownership). */
export const createOrderDirectory = ({ db, config }: Pick<AppDeps, 'db' | 'config'>) => ({
  /** An order by its id, for the domains that show something of it (receipts). */
  byId: (id: string) => repo.findOrder(db, id),

  /** The order behind a payment page's token, for the customer's page. */
  byPaymentToken: (token: string) => repo.findOrderByToken(db, token),

  /** The trader of an order, for the route's owner rule. */
  traderOf: (id: string) => repo.ownerOfOrder(db, id),

  /** An order as webhooks see it: its merchant, status and revision, and the merchant API's view. */
  webhookView: async (id: string) => {
    const order = await repo.findOrder(db, id);
    return order ? { ...order, data: toMerchantOrder(order, config.publicUrl) } : null;
  },
});

export type OrderDirectory = ReturnType<typeof createOrderDirectory>;
export type { OrderRow } from './orders.repository';

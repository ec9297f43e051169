import * as repo from '../orders.repository';
import { reason } from '../order-reasons';
import type { OrderTransitions } from '../order-transitions';

/** Cancels the open orders whose time is up, releasing their holds; answers how many. */
export const expireOrders =
  (transitions: OrderTransitions) =>
  (limit = 100) =>
    transitions.change(async (orders) => {
      // Claimed with SKIP LOCKED: two processes never expire the same order, and a busy one waits for the next run.
      const due = await repo.claimExpired(orders.tx, limit);
      for (const { id } of due) {
        const order = (await orders.lock(id))!;
        await orders.move(order, {
          to: 'canceled',
          by: { actorId: null, job: EXPIRE_ORDERS_JOB, reason: reason('expired') },
          money: { release: true },
        });
      }
      return due.length;
    });

export const EXPIRE_ORDERS_JOB = 'order-expiry';
export const EXPIRE_ORDERS_EVERY_MS = 5_000;

import * as repo from '../orders.repository';
import { reason } from '../order-reasons';
import type { OrderTransitions } from '../order-transitions';

/** Closes the paid orders whose dispute window has passed; answers how many. */
export const closeSettledOrders =
  (transitions: OrderTransitions, windowHours: number) =>
  (limit = 100) =>
    transitions.change(async (orders) => {
      const due = await repo.claimSettled(orders.tx, windowHours, limit);
      for (const { id } of due) {
        const order = (await orders.lock(id))!;
        await orders.move(order, { to: 'done', by: { actorId: null, job: CLOSE_SETTLED_JOB, reason: reason('dispute_window_closed') } });
      }
      return due.length;
    });

export const CLOSE_SETTLED_JOB = 'order-done';
export const CLOSE_SETTLED_EVERY_MS = 60_000;

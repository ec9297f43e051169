import { ORDER_CHANGED, type OrderChangedPayload } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { partnerUserOf } from '../partners/partner-directory.service';
import { createAdminIds } from '../users/user-directory.service';
import type { OrderRow } from './orders.repository';

export type OrderChange = { order: OrderRow; from: OrderChangedPayload['from'] };

/**
 * Announces committed order changes live: to the order's trader (or its partner system's user), its merchant and every admin.
 * Called after the transaction commits, never inside it, so nobody hears of a change that rolled back.
 */
export const createOrderEvents = ({ db, bus }: Pick<AppDeps, 'db' | 'bus'>) => {
  // Every change is told to every admin: their ids are read at most once a few seconds, not per order.
  const adminIds = createAdminIds(db);
  return {
    announce: async (changes: OrderChange[]) => {
      if (changes.length === 0) return;
      const everyAdmin = await adminIds();
      for (const { order, from } of changes) {
        const payload: OrderChangedPayload = {
          id: order.id,
          direction: order.direction,
          from,
          status: order.status,
          revision: order.revision,
        };
        const message = { type: ORDER_CHANGED, message: JSON.stringify(payload) };
        const partnerUser = order.partner_slug ? await partnerUserOf(db, order.partner_slug) : null;
        const audience = new Set([
          order.merchant_id,
          ...(order.trader_id ? [order.trader_id] : []),
          ...(partnerUser ? [partnerUser] : []),
          ...everyAdmin,
        ]);
        await Promise.all([...audience].map((userId) => bus.publish({ kind: 'message', userId, message })));
      }
    },
  };
};

export type OrderEvents = ReturnType<typeof createOrderEvents>;

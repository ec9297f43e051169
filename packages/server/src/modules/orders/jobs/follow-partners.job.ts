import type { Db } from '../../../db/db';
import * as repo from '../orders.repository';
import { reason } from '../order-reasons';
import type { OrderTransitions } from '../order-transitions';
import type { PartnerGateway } from '../routing.service';

/**
 * Follows the orders partner systems took: each partner is asked for its order's status with no
 * transaction open, then a paid order is settled and a canceled one released. Answers how many moved.
 */
export const followPartnerOrders =
  (db: Db, partners: PartnerGateway, transitions: OrderTransitions) =>
  async (limit = 50) => {
    let moved = 0;
    for (const row of await repo.openPartnerOrders(db, limit)) {
      const adapter = await partners.adapter(row.partner_slug);
      const status = adapter ? await adapter.orderStatus(row.partner_order_id).catch(() => null) : null;
      if (status === null || status === 'pending') continue;
      await transitions.change(async (orders) => {
        const order = await orders.lock(row.id);
        // Moved meanwhile (expired, canceled by an admin): the partner's word comes too late.
        if (!order || (order.status !== 'new' && order.status !== 'in-progress')) return;
        const by = { actorId: null, job: FOLLOW_PARTNERS_JOB, reason: reason('partner_reported', { partner: row.partner_slug, status }) };
        await orders.move(
          order,
          status === 'paid'
            ? { to: 'paid', by, money: { settleAt: BigInt(order.crypto_amount) } }
            : { to: 'canceled', by, money: { release: true } },
        );
        moved += 1;
      });
    }
    return moved;
  };

export const FOLLOW_PARTNERS_JOB = 'partner-status';

import type { PartnerOrderStatus } from '../../partners/partner-directory.service';
import { reason } from '../order-reasons';
import type { OrderTransitions } from '../order-transitions';

/** Orders moved on a partner system's word carry this job in their history. */
export const PARTNER_STATUS_JOB = 'partner-status';

/**
 * A partner system reports where an order it took stands (its webhook, or the status poll): paid
 * settles the order, canceled (there, or expired there) releases its hold. Locked first, so two
 * reports at once move it once; an order that moved meanwhile (expired, canceled by an admin)
 * stays as it is. Answers whether the order moved.
 */
export const partnerReportedUseCase = (transitions: OrderTransitions) => (orderId: string, slug: string, status: PartnerOrderStatus) =>
  transitions.change(async (orders) => {
    const order = await orders.lock(orderId);
    if (!order || order.partner_slug !== slug) return false;
    if (status === 'pending' || (order.status !== 'new' && order.status !== 'in-progress')) return false;
    const by = { actorId: null, job: PARTNER_STATUS_JOB, reason: reason('partner_reported', { partner: slug, status }) };
    await orders.move(
      order,
      status === 'paid'
        ? { to: 'paid', by, money: { settleAt: BigInt(order.crypto_amount) } }
        : { to: 'canceled', by, money: { release: true } },
    );
    return true;
  });

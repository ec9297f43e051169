import { reason } from '../order-reasons';
import { PARTNER_STATUS_JOB, type OrderTransitions } from '../order-transitions';
import type { PartnerOrderStatus } from '../../partners/partner-directory.service';
import type { LatePayments } from './confirm-paid';

/**
 * A partner system reports where an order it took stands (its webhook, or the status poll): paid
 * settles the order, canceled (there, or expired there) releases its hold. Locked first, so two
 * reports at once move it once; an order that moved meanwhile (expired, canceled by an admin)
 * stays as it is, except a pay-in canceled here that the partner was paid for after all: within
 * the grace period that opens a dispute, as a trader's late confirmation does. Answers whether the
 * order moved.
 */
export const partnerReportedUseCase =
  (transitions: OrderTransitions, latePayments: LatePayments) => async (orderId: string, slug: string, status: PartnerOrderStatus) => {
    const late = await transitions.change(async (orders) => {
      const order = await orders.lock(orderId);
      if (!order || order.partner_slug !== slug || status === 'pending') return null;
      if (
        status === 'paid' &&
        order.status === 'canceled' &&
        order.direction === 'pay_in' &&
        Date.now() - order.updated_at.getTime() <= latePayments.graceHours * 3_600_000
      ) {
        return latePayments.open(orders, order, {
          fiat: BigInt(order.fiat_amount),
          actorId: null,
          job: PARTNER_STATUS_JOB,
          evidence: `${slug}: paid`,
        });
      }
      if (order.status !== 'new' && order.status !== 'in-progress') return null;
      const by = { actorId: null, job: PARTNER_STATUS_JOB, reason: reason('partner_reported', { partner: slug, status }) };
      await orders.move(
        order,
        status === 'paid'
          ? { to: 'paid', by, money: { settleAt: BigInt(order.crypto_amount) } }
          : { to: 'canceled', by, money: { release: true } },
      );
      return { announce: () => undefined };
    });
    late?.announce();
    return late !== null;
  };

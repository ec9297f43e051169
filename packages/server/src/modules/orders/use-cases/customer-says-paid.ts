import type { OrderRow } from '../orders.repository';
import { AppError } from '../../../http/app-error';
import { reason } from '../order-reasons';
import type { OrderTransitions } from '../order-transitions';

/**
 * The customer says they have paid (the payment page's button): a new pay-in moves to
 * in-progress and waits for the executor's confirmation; it never confirms anything itself.
 */
export const customerSaysPaidUseCase =
  (transitions: OrderTransitions) =>
  (token: string): Promise<OrderRow> =>
    transitions.change(async (orders) => {
      const order = await orders.lockByToken(token);
      if (!order || order.direction !== 'pay_in') throw new AppError('not_found');
      // Said twice, or said after the confirmation: nothing more to do.
      if (order.status !== 'new' && order.status !== 'canceled') return order;
      if (order.status === 'canceled' || order.expires_at.getTime() <= Date.now()) throw new AppError('payment_closed');
      return orders.move(order, { to: 'in-progress', by: { actorId: null, job: null, reason: reason('customer_says_paid') } });
    });

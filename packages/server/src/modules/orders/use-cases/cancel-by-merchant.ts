import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { reason } from '../order-reasons';
import type { OrderTransitions } from '../order-transitions';
import { toMerchantOrder } from '../order.mapper';

/** The merchant cancels an order that is still new (merchant API): its hold is released with it. */
export const cancelByMerchantUseCase =
  ({ config }: Pick<AppDeps, 'config'>, transitions: OrderTransitions) =>
  (merchantId: string, id: string) =>
    transitions.change(async (orders) => {
      const order = await orders.lock(id);
      // Another merchant's order answers as not found.
      if (!order || order.merchant_id !== merchantId) throw new AppError('not_found');
      if (order.status !== 'new') throw new AppError('illegal_transition', { status: order.status, action: 'canceled' });
      const moved = await orders.move(order, {
        to: 'canceled',
        by: { actorId: merchantId, job: null, reason: reason('canceled_by_merchant') },
        money: { release: true },
      });
      return toMerchantOrder(moved, config.publicUrl);
    });

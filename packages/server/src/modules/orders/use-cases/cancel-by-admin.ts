import { AppError } from '../../../http/app-error';
import type { RequestContext } from '../../../http/request-context';
import type { OrderTransitions } from '../order-transitions';

/** An admin cancels an open order with a reason, kept as typed; its hold is released. */
export const cancelByAdminUseCase =
  (transitions: OrderTransitions) =>
  (id: string, reason: string, { actor }: RequestContext) =>
    transitions.change(async (orders) => {
      const order = await orders.lock(id);
      if (!order) throw new AppError('not_found');
      await orders.move(order, {
        to: 'canceled',
        by: { actorId: actor.id, job: null, reason: { text: reason } },
        money: { release: true },
      });
    });

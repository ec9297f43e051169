import { innerApi, type CurrentUser } from '@paydesk/contract';
import { DisputesList } from '../../features/disputes/components/disputes-list';
import { OpenDisputeModal } from '../../features/disputes/components/open-dispute-modal';
import { OrderDisputeSection } from '../../features/disputes/components/order-dispute-section';
import { disputeListRouteOf } from '../../features/disputes/api/get-disputes';
import type { OrderDisputeSlots } from '../../features/orders/model/dispute-slots';
import { canAccess } from '../../shared/session/access.util';

const OPEN_ONLY = { status: 'open' };

/**
 * The disputes' parts of the order screens for this user, or null when the role has no
 * disputes (a partner). Each part is offered by the route it calls, as the contract declares it.
 */
export const orderDisputeSlots = (user: CurrentUser | null | undefined): OrderDisputeSlots | null => {
  if (!user) return null;
  const role = user.type.slug;
  if (!canAccess(user, disputeListRouteOf(role).access)) return null;
  const canDecide = canAccess(user, innerApi.disputes.setStatus.access);
  return {
    appeals: (stage, onChanged) => (
      <DisputesList
        key={stage}
        role={role}
        canDecide={canDecide}
        // /active holds what still waits for an answer or a decision; /history every dispute.
        fixedFilter={stage === 'active' ? OPEN_ONLY : undefined}
        onChanged={onChanged}
        testId={`disputes-${stage}`}
      />
    ),
    canOpen: canAccess(user, innerApi.disputes.open.access),
    openModal: (order, { onClose, onOpened }) => <OpenDisputeModal order={order} onClose={onClose} onOpened={onOpened} />,
    orderSection: (orderId, onChanged) => <OrderDisputeSection orderId={orderId} canDecide={canDecide} onChanged={onChanged} />,
  };
};

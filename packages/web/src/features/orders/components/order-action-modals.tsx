import type { Order } from '@paydesk/contract';
import type { OrderDisputeSlots } from '../model/dispute-slots';
import { CancelOrderModal } from './cancel-order-modal';
import { ConfirmPaidModal } from './confirm-paid-modal';
import type { OrderAction } from './order-actions';

export type PendingOrderAction = { action: OrderAction; order: Order } | null;

type OrderActionModalsProps = {
  pending: PendingOrderAction;
  onClose: () => void;
  disputes: OrderDisputeSlots | null;
  /** After a dispute is opened: the lists refresh. */
  onChanged: () => void;
};

/** The modal of the action chosen on an order's row or drawer: confirm paid, cancel, or open a dispute. */
export const OrderActionModals = ({ pending, onClose, disputes, onChanged }: OrderActionModalsProps) => {
  if (pending?.action === 'confirm' || pending?.action === 'late-paid') return <ConfirmPaidModal order={pending.order} onClose={onClose} />;
  if (pending?.action === 'cancel') return <CancelOrderModal order={pending.order} onClose={onClose} />;
  if (pending?.action === 'dispute' && disputes) return disputes.openModal(pending.order, { onClose, onOpened: onChanged });
  return null;
};

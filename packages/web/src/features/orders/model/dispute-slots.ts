import type { Order, OrderStage } from '@paydesk/contract';
import type { ReactNode } from 'react';

/**
 * What the disputes feature puts into the order screens, handed in by the page: the orders
 * feature never imports it, it only leaves these places.
 */
export type OrderDisputeSlots = {
  /** The APPEALS tab of /active or /history. */
  appeals: (stage: OrderStage, onChanged: () => void) => ReactNode;
  /** An admin or a merchant may open a dispute from a paid or canceled order. */
  canOpen: boolean;
  /** The dispute modal of one order. */
  openModal: (order: Order, handlers: { onClose: () => void; onOpened: () => void }) => ReactNode;
  /** The order's dispute in its drawer (nothing when it never had one). */
  orderSection: (orderId: string, onChanged: () => void) => ReactNode;
};

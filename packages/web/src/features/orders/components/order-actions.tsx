import { Button, Group } from '@mantine/core';
import type { Order, Role } from '@paydesk/contract';
import { IconCash, IconCheck, IconGavel, IconX } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { isOpen } from '../model/order-status';

export type OrderAction = 'confirm' | 'cancel' | 'dispute' | 'late-paid';

type ActionRights = { role: Role; isSupport: boolean; canOpenDispute: boolean };

/**
 * What the caller may do with an order: a trader confirms an open one, an admin cancels it; an
 * admin or its merchant disputes a paid or canceled one; its trader says a canceled pay-in was
 * paid after all (the server then opens a dispute).
 */
export const actionsFor = (order: Order, { role, isSupport, canOpenDispute }: ActionRights): OrderAction[] => {
  const status = order.status.slug;
  if (isOpen(status)) {
    if (role === 'trader') return ['confirm'];
    if (role === 'admin' && !isSupport) return ['cancel'];
    return [];
  }
  if (role === 'trader') return status === 'canceled' && order.direction === 'pay_in' ? ['late-paid'] : [];
  return canOpenDispute && (status === 'paid' || status === 'canceled') ? ['dispute'] : [];
};

type OrderActionsProps = {
  order: Order;
  actions: OrderAction[];
  onAction: (action: OrderAction, order: Order) => void;
  size?: 'xs' | 'sm';
};

export const OrderActions = ({ order, actions, onAction, size = 'xs' }: OrderActionsProps) => {
  const t = useT();
  if (actions.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {actions.includes('confirm') ? (
        <Button
          size={size}
          color="green"
          leftSection={<IconCheck size={14} />}
          onClick={() => onAction('confirm', order)}
          data-testid="mark-paid"
        >
          {t('orders.action.markPaid')}
        </Button>
      ) : null}
      {actions.includes('late-paid') ? (
        <Button
          size={size}
          color="green"
          variant="light"
          leftSection={<IconCash size={14} />}
          onClick={() => onAction('late-paid', order)}
          data-testid="late-paid"
        >
          {t('orders.action.paymentArrived')}
        </Button>
      ) : null}
      {actions.includes('dispute') ? (
        <Button
          size={size}
          color="orange"
          variant="light"
          leftSection={<IconGavel size={14} />}
          onClick={() => onAction('dispute', order)}
          data-testid="open-dispute"
        >
          {t('orders.action.dispute')}
        </Button>
      ) : null}
      {actions.includes('cancel') ? (
        <Button
          size={size}
          color="red"
          variant="light"
          leftSection={<IconX size={14} />}
          onClick={() => onAction('cancel', order)}
          data-testid="cancel-order"
        >
          {t('orders.action.cancel')}
        </Button>
      ) : null}
    </Group>
  );
};

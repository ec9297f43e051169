import { Button, Group } from '@mantine/core';
import type { Order, Role } from '@paydesk/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { isOpen } from '../model/order-status';

export type OrderAction = 'confirm' | 'cancel';

/** What the caller may do with an order: a trader confirms an open one, an admin cancels it. */
export const actionsFor = (order: Order, role: Role, isSupport: boolean): OrderAction[] => {
  if (!isOpen(order.status.slug)) return [];
  if (role === 'trader') return ['confirm'];
  if (role === 'admin' && !isSupport) return ['cancel'];
  return [];
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

import type { Order, OrderDirection, OrderStage, Role } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useOrders } from '../api/get-orders';
import type { OrderAction } from './order-actions';
import { orderColumns } from './order-columns';
import { ResendWebhookButton } from './resend-webhook-button';

type OrdersListProps = {
  role: Role;
  stage: OrderStage;
  direction: OrderDirection;
  actions: (order: Order) => OrderAction[];
  onAction: (action: OrderAction, order: Order) => void;
  onOpen: (order: Order) => void;
  /** Admins but not support: the history's Resend webhook column. */
  canResendWebhooks: boolean;
  /** The history's row actions (a dispute, a late payment) for this user. */
  historyActions?: boolean;
  /** The deals screen's devices column. */
  devices?: boolean;
};

/** One tab of /active or /history: the server's filters (without direction and status on /active), the role's columns. */
export const OrdersList = ({
  role,
  stage,
  direction,
  actions,
  onAction,
  onOpen,
  canResendWebhooks,
  historyActions = false,
  devices = false,
}: OrdersListProps) => {
  const t = useT();
  const list = useOrders(role, stage, direction);
  // The active screen fixes the statuses; the history keeps the status filter, with only the history's statuses.
  const shown = stage === 'active' ? { ...list, fixedFields: [...list.fixedFields, 'status'] } : list;
  return (
    <ListSection
      list={shown}
      columns={orderColumns({
        role,
        stage,
        t,
        actions,
        onAction,
        historyActions,
        devices,
        extra:
          stage !== 'active' && canResendWebhooks
            ? [
                {
                  key: 'webhook',
                  header: t('orders.webhook.resend'),
                  render: (order) => <ResendWebhookButton order={order} />,
                  nowrap: true,
                },
              ]
            : [],
      })}
      rowKey={(order) => order.guid}
      emptyText={t(stage === 'active' ? 'orders.empty.active' : 'orders.empty.history')}
      minWidth={role === 'admin' ? (devices ? 1240 : 1100) : 760}
      onRowClick={onOpen}
      testId={`orders-${stage}-${direction}`}
    />
  );
};

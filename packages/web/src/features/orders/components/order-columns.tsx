import type { Order, OrderStage, Role } from '@paydesk/contract';
import type { Column } from '../../../shared/list/data-table';
import type { Translate } from '../../../shared/i18n/translate';
import { ShortId } from '../../../shared/ui/short-id';
import { AmountCell, DevicesCell, ExecutorCell, PaymentDetailsCell, StatusCell } from './order-cells';
import { OrderActions, type OrderAction } from './order-actions';

type ColumnsInput = {
  role: Role;
  stage: OrderStage;
  t: Translate;
  actions: (order: Order) => OrderAction[];
  onAction: (action: OrderAction, order: Order) => void;
  /** Extra admin columns of the history (webhook resend), when their calls exist. */
  extra?: Column<Order>[];
  /** The history has row actions too (a dispute, a late payment) for this user. */
  historyActions?: boolean;
  /** The deals screen's devices column (admins). */
  devices?: boolean;
};

/** The spec's columns per role: guid, status with date, amount; admins executor, merchant, flow; admins and traders the payment details. */
export const orderColumns = ({
  role,
  stage,
  t,
  actions,
  onAction,
  extra = [],
  historyActions = false,
  devices = false,
}: ColumnsInput): Column<Order>[] => {
  const admin = role === 'admin';
  const columns: Column<Order>[] = [
    { key: 'guid', header: t('orders.column.guid'), render: (order) => <ShortId id={order.guid} />, nowrap: true, card: 'title' },
    {
      key: 'status',
      header: t('orders.column.status'),
      render: (order) => <StatusCell order={order} />,
      sortable: true,
      sortField: 'created_at',
      card: 'status',
    },
    {
      key: 'amount',
      header: t('orders.column.amount'),
      render: (order) => <AmountCell order={order} />,
      sortable: true,
      align: 'right',
      nowrap: true,
    },
  ];
  // The row's buttons sit beside the amount they act on, so they show without scrolling the table sideways.
  columns.push(...extra);
  if (stage === 'active' ? role === 'trader' || admin : historyActions) {
    columns.push({
      key: 'actions',
      header: t('orders.column.actions'),
      render: (order) => <OrderActions order={order} actions={actions(order)} onAction={onAction} />,
      nowrap: true,
    });
  }
  if (admin && devices) {
    columns.push({ key: 'devices', header: t('orders.column.devices'), render: (order) => <DevicesCell order={order} /> });
  }
  if (admin) {
    columns.push(
      { key: 'executor', header: t('orders.column.executor'), render: (order) => <ExecutorCell order={order} /> },
      { key: 'merchant', header: t('orders.column.merchant'), render: (order) => order.merchant?.username ?? '' },
      { key: 'flow', header: t('orders.column.flow'), render: (order) => order.flow?.name ?? '' },
    );
  }
  if (admin || role === 'trader') {
    columns.push({
      key: 'payment_details',
      header: t('orders.column.paymentDetails'),
      render: (order) => <PaymentDetailsCell order={order} />,
    });
  }
  return columns;
};

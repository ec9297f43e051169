import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Order } from '@paydesk/contract';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { formatAmount } from '../../../shared/format/format-money.util';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { orderStatusColor } from '../model/order-status';
import { PaymentDetailsList } from './payment-details';

type Amount = { amount: string; currency: { code: string } };

/** An amount truncated to 2 decimals (`...` when digits were cut), the exact value on hover. */
export const OrderAmount = ({ money, strong = false, size = 'sm' }: { money: Amount; strong?: boolean; size?: 'xs' | 'sm' }) => (
  <Tooltip label={`${money.amount} ${money.currency.code}`} withinPortal openDelay={200}>
    <Text size={size} ff="monospace" fw={strong ? 600 : undefined} span data-amount={money.amount} style={{ whiteSpace: 'nowrap' }}>
      {formatAmount(money.amount)} {money.currency.code}
    </Text>
  </Tooltip>
);

export const OrderStatusBadge = ({ status }: { status: Order['status'] }) => (
  <Badge size="sm" variant="light" color={orderStatusColor(status.slug)} data-status={status.slug} style={{ minWidth: 'max-content' }}>
    {status.title}
  </Badge>
);

/** Status with the creation date below (spec 001). */
export const StatusCell = ({ order }: { order: Order }) => (
  <Stack gap={2} align="flex-start">
    <OrderStatusBadge status={order.status} />
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(order.created_at)}
    </Text>
  </Stack>
);

/** Fiat, the crypto equivalent below; what was actually received when it differs. */
export const AmountCell = ({ order }: { order: Order }) => {
  const t = useT();
  return (
    <Stack gap={0} align="flex-end">
      <OrderAmount money={order.fiat_money} strong />
      <OrderAmount money={order.crypto_money} size="xs" />
      {order.paid_fiat_money ? (
        <Text size="xs" c="orange" span data-testid="amount-received" style={{ whiteSpace: 'nowrap' }}>
          {t('orders.received')}: <OrderAmount money={order.paid_fiat_money} size="xs" />
        </Text>
      ) : null}
    </Stack>
  );
};

/** Where the money goes: every field of the payment details, each with its copy button. */
export const PaymentDetailsCell = ({ order }: { order: Order }) =>
  order.payment_details ? <PaymentDetailsList details={order.payment_details} compact /> : null;

export const ExecutorCell = ({ order }: { order: Order }) => {
  const executor = order.executor;
  if (!executor) return null;
  return <Text size="sm">{executor.trader?.username ?? executor.partner?.title ?? ''}</Text>;
};

/** The trader's terminals of the deal: the one that paid it first, marked, then those linked to its card. */
export const DevicesCell = ({ order }: { order: Order }) => {
  const t = useT();
  if (!order.devices || order.devices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={2} data-testid="order-devices">
      {order.devices.map((device) => (
        <Group key={device.guid} gap={4} wrap="nowrap" data-device={device.guid} data-matched={device.matched}>
          {device.matched ? (
            <Tooltip label={t('orders.device.matched')} withinPortal>
              <IconCircleCheck size={14} color="var(--mantine-color-teal-6)" aria-label={t('orders.device.matched')} />
            </Tooltip>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {device.name}
          </Text>
        </Group>
      ))}
    </Stack>
  );
};

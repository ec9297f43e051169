import { Alert, Badge, Divider, Drawer, Group, Loader, Center, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { Order, OrderDetails, OrderLedgerLeg } from '@paydesk/contract';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/format-date.util';
import type { MessageKey, Translate } from '../../../shared/i18n/translate';
import { useT } from '../../../shared/i18n/use-t';
import { ShortId } from '../../../shared/ui/short-id';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useOrderDetails } from '../api/get-order-details';
import { orderStatusColor } from '../model/order-status';
import { OrderAmount, OrderStatusBadge } from './order-cells';
import { PaymentDetailsList } from './payment-details';
import { OrderActions, type OrderAction } from './order-actions';
import { OrderNotifications } from './order-notifications';
import { OrderReceipts } from './order-receipts';
import { OrderWebhooks } from './order-webhooks';
import { ResendWebhookButton } from './resend-webhook-button';
import { DateTimeText } from '../../../shared/ui/date-time-text';

const Field = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Stack gap={2} data-testid={testId}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <div>{children}</div>
  </Stack>
);

const LEDGER_KINDS = [
  'order_hold',
  'order_release',
  'order_settlement',
  'trader_reward',
  'teamlead_reward',
  'referral_reward',
  'platform_fee',
  'insurance_claim',
  'dispute_correction',
];
const LEDGER_PARTS = ['available', 'held', 'insurance', 'world', 'revenue'];

/** A server word with a text of its own when there is one, else the word itself. */
const known = (t: Translate, prefix: string, list: string[], value: string) =>
  list.includes(value) ? t(`${prefix}.${value}` as MessageKey) : value;

const sideText = (side: OrderLedgerLeg['from'], t: Translate) =>
  `${side.kind === 'system' ? t('orders.ledger.platform') : side.name} · ${known(t, 'orders.ledger.part', LEDGER_PARTS, side.part)}`;

const LedgerLegs = ({ legs }: { legs: OrderLedgerLeg[] }) => {
  const t = useT();
  if (legs.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('orders.ledger.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table verticalSpacing={4} fz="xs" data-testid="ledger-legs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.ledger.operation')}</Table.Th>
            <Table.Th>{t('orders.ledger.from')}</Table.Th>
            <Table.Th>{t('orders.ledger.to')}</Table.Th>
            <Table.Th ta="right">{t('orders.ledger.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {legs.map((leg) => (
            <Table.Tr key={leg.id} data-kind={leg.kind}>
              <Table.Td>{known(t, 'orders.ledger.kind', LEDGER_KINDS, leg.kind)}</Table.Td>
              <Table.Td>{sideText(leg.from, t)}</Table.Td>
              <Table.Td>{sideText(leg.to, t)}</Table.Td>
              <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-amount={leg.amount.amount}>
                {leg.amount.amount} {leg.amount.currency.code}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const History = ({ details }: { details: OrderDetails }) => {
  const t = useT();
  return (
    <Timeline active={details.history.length - 1} bulletSize={14} lineWidth={2} data-testid="order-history">
      {details.history.map((entry, index) => (
        <Timeline.Item
          key={`${entry.created_at}-${index}`}
          color={orderStatusColor(entry.to)}
          title={
            <Group gap={6}>
              {entry.from ? <Text size="sm">{t(`orders.status.${entry.from}`)} →</Text> : null}
              <Text size="sm" fw={600}>
                {t(`orders.status.${entry.to}`)}
              </Text>
            </Group>
          }
        >
          <Text size="xs" c="dimmed">
            <DateTimeText value={entry.created_at} size="xs" /> ·{' '}
            {entry.actor?.username ?? (entry.job ? t('orders.history.job', { job: entry.job }) : '—')}
          </Text>
          {entry.reason ? <Text size="xs">{entry.reason}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
};

type DetailsBodyProps = {
  details: OrderDetails;
  actions: (order: Order) => OrderAction[];
  onAction: (action: OrderAction, order: Order) => void;
  webhooks: boolean;
  canResendWebhooks: boolean;
  receipts: boolean;
  extra?: (orderId: string) => ReactNode;
};

const DetailsBody = ({ details, actions, onAction, webhooks, canResendWebhooks, receipts, extra }: DetailsBodyProps) => {
  const t = useT();
  return (
    <Stack gap="md" data-testid="order-details">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <ShortId id={details.guid} />
          <Group gap={6}>
            <OrderStatusBadge status={details.status} />
            <Badge size="sm" variant="outline" color="gray">
              {t(`orders.direction.${details.direction}`)}
            </Badge>
          </Group>
        </Stack>
        <OrderActions order={details} actions={actions(details)} onAction={onAction} size="sm" />
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Field label={t('orders.field.amount')} testId="details-amount">
          <Stack gap={0}>
            <OrderAmount money={details.fiat_money} strong />
            <OrderAmount money={details.crypto_money} size="xs" />
            {details.requested_fiat_money ? (
              <Text size="xs" c="dimmed" data-testid="details-requested">
                {t('orders.field.requested')} <OrderAmount money={details.requested_fiat_money} size="xs" />
              </Text>
            ) : null}
          </Stack>
        </Field>
        <Field label={t('orders.field.received')} testId="details-received">
          {details.paid_fiat_money ? (
            <Stack gap={0}>
              <OrderAmount money={details.paid_fiat_money} strong />
              {details.paid_crypto_money ? <OrderAmount money={details.paid_crypto_money} size="xs" /> : null}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {details.status.slug === 'paid' || details.status.slug === 'done' ? t('orders.field.asAsked') : '—'}
            </Text>
          )}
        </Field>
        <Field label={t('orders.field.rate')}>
          <Text size="sm" ff="monospace">
            {details.rate}
          </Text>
        </Field>
        <Field label={t('orders.field.merchantOrderId')}>
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {details.merchant_order_id}
          </Text>
        </Field>
        <Field label={t('orders.field.created')}>
          <Text size="sm">{formatDateTime(details.created_at)}</Text>
        </Field>
        <Field label={t('orders.field.expires')}>
          <Text size="sm">{formatDateTime(details.expires_at)}</Text>
        </Field>
        {details.merchant ? (
          <Field label={t('orders.column.merchant')}>
            <Text size="sm">{details.merchant.username}</Text>
          </Field>
        ) : null}
        {details.executor ? (
          <Field label={t('orders.column.executor')}>
            <Text size="sm">{details.executor.trader?.username ?? details.executor.partner?.title}</Text>
          </Field>
        ) : null}
        {details.flow ? (
          <Field label={t('orders.column.flow')}>
            <Text size="sm">{details.flow.name}</Text>
          </Field>
        ) : null}
        {details.requisite ? (
          <Field label={t('orders.field.requisite')}>
            <Text size="sm">{details.requisite.name}</Text>
          </Field>
        ) : null}
      </SimpleGrid>
      {details.payment_details ? (
        <>
          <Divider />
          <Title order={5}>{t(`orders.payment.title.${details.direction}`)}</Title>
          <PaymentDetailsList details={details.payment_details} />
        </>
      ) : null}
      {extra?.(details.guid)}
      <Divider />
      <Title order={5}>{t('orders.history.title')}</Title>
      <History details={details} />
      {details.notifications.length > 0 ? (
        <>
          <Divider />
          <Title order={5}>{t('orders.notifications.title')}</Title>
          <OrderNotifications notifications={details.notifications} />
        </>
      ) : null}
      {receipts ? (
        <>
          <Divider />
          <Title order={5}>{t('orders.receipts.title')}</Title>
          <OrderReceipts orderId={details.guid} />
        </>
      ) : null}
      {details.ledger ? (
        <>
          <Divider />
          <Title order={5}>{t('orders.ledger.title')}</Title>
          <LedgerLegs legs={details.ledger} />
        </>
      ) : null}
      {webhooks ? (
        <>
          <Divider />
          <Group justify="space-between">
            <Title order={5}>{t('orders.webhook.title')}</Title>
            {canResendWebhooks ? <ResendWebhookButton order={details} /> : null}
          </Group>
          <OrderWebhooks orderId={details.guid} />
        </>
      ) : null}
    </Stack>
  );
};

type OrderDrawerProps = {
  orderId: string | null;
  onClose: () => void;
  actions: (order: Order) => OrderAction[];
  onAction: (action: OrderAction, order: Order) => void;
  /** Admins and the order's merchant see its webhook deliveries. */
  webhooks: boolean;
  canResendWebhooks: boolean;
  /** The order's trader, its merchant and admins see the customer's receipts. */
  receipts: boolean;
  /** What other features show about the order (its dispute), handed in by the screen. */
  extra?: (orderId: string) => ReactNode;
};

/** The order's details beside the list: everything in the row, its history and (admins) its ledger legs. */
export const OrderDrawer = ({ orderId, onClose, actions, onAction, webhooks, canResendWebhooks, receipts, extra }: OrderDrawerProps) => {
  const t = useT();
  const isMobile = useIsMobile();
  const details = useOrderDetails(orderId);
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : 'lg'}
      title={t('orders.details.title')}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      {details.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      ) : details.isError ? (
        <Alert color="red" title={t('notify.error')}>
          {errorMessage(details.error, t('page.loadFailed'))}
        </Alert>
      ) : (
        <DetailsBody
          details={details.data}
          actions={actions}
          onAction={onAction}
          webhooks={webhooks}
          canResendWebhooks={canResendWebhooks}
          receipts={receipts}
          extra={extra}
        />
      )}
    </Drawer>
  );
};

import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { WebhookDelivery } from '@paydesk/contract';
import type { Column } from '../../../shared/list/columns';
import { formatDateTime } from '../../../shared/format/format-date.util';
import type { MessageKey, Translate } from '../../../shared/i18n/translate';
import { ShortId } from '../../../shared/ui/short-id';
import { eventKey, lastAnswer, STATUS_COLORS, statusKey } from './delivery-status';

type ColumnOptions = {
  t: Translate;
  showMerchant: boolean;
  canSendAgain: boolean;
  sendingId: string | null;
  onSendAgain: (delivery: WebhookDelivery) => void;
};

/** The delivery log's columns; on a phone the event is the card's title and the status its badge. */
export const deliveryColumns = ({ t, showMerchant, canSendAgain, sendingId, onSendAgain }: ColumnOptions): Column<WebhookDelivery>[] => [
  {
    key: 'event',
    header: t('webhookLog.col.event'),
    card: 'title',
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {t(eventKey(row.event_type))}
        </Text>
        {row.resend_of ? (
          <Badge size="xs" variant="outline" color="gray">
            {t('webhookLog.resend')}
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    key: 'status',
    header: t('webhookLog.col.status'),
    card: 'status',
    nowrap: true,
    width: 130,
    render: (row) => (
      <Badge variant="light" color={STATUS_COLORS[row.status]} data-status={row.status} miw="max-content">
        {t(statusKey(row.status))}
      </Badge>
    ),
  },
  { key: 'created_at', header: t('webhookLog.col.created'), sortable: true, nowrap: true, render: (row) => formatDateTime(row.created_at) },
  { key: 'order', header: t('webhookLog.col.order'), nowrap: true, render: (row) => (row.order_id ? <ShortId id={row.order_id} /> : '—') },
  ...(showMerchant
    ? [{ key: 'merchant', header: t('webhookLog.col.merchant'), render: (row: WebhookDelivery) => row.merchant.username }]
    : []),
  {
    key: 'result',
    header: t('webhookLog.col.result'),
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" c={row.status === 'failed' ? 'red' : undefined} lineClamp={1} maw={220}>
          {lastAnswer(row) ?? (row.skip_reason ? t(`webhookLog.skip.${row.skip_reason}` as MessageKey) : '—')}
        </Text>
        {row.attempt_count > 0 ? (
          <Text size="xs" c="dimmed">
            {t('webhookLog.attemptsCount', { count: row.attempt_count })}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'next_retry',
    header: t('webhookLog.col.nextRetry'),
    nowrap: true,
    render: (row) => (row.status === 'pending' && row.next_attempt_at ? formatDateTime(row.next_attempt_at) : '—'),
  },
  ...(canSendAgain
    ? [
        {
          key: 'actions',
          header: t('webhookLog.col.actions'),
          nowrap: true,
          render: (row: WebhookDelivery) =>
            row.status === 'failed' ? (
              <Button size="xs" variant="light" loading={sendingId === row.id} onClick={() => onSendAgain(row)}>
                {t('webhookLog.sendAgain')}
              </Button>
            ) : null,
        },
      ]
    : []),
];

import { Anchor, Stack, Text } from '@mantine/core';
import type { TerminalNotification } from '@paydesk/contract';
import { Link } from 'react-router';
import { shortId } from '../../../shared/format/short-id.util';
import type { Translate } from '../../../shared/i18n/translate';
import type { Column } from '../../../shared/list/data-table';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { NotificationOutcomeBadge } from '../../../shared/ui/notification-outcome-badge';
import { orderLink } from '../model/order-link.util';

/** A bank's name in the reader's language; a bank the dictionary does not know yet is shown by its slug. */
const bankName = (slug: string, t: Translate) => {
  const key = `terminals.bank.${slug}`;
  const name = t(key as Parameters<Translate>[0]);
  return name === key ? slug : name;
};

/** What the terminal read from the text: bank, kind, amount with its currency, payer, card or account tail. */
const ReadCell = ({ notification, t }: { notification: TerminalNotification; t: Translate }) => {
  const { read } = notification;
  const amount = read.amount ? `${read.amount} ${read.currency ?? ''}`.trim() : null;
  const lines: [string, string | null][] = [
    [t('terminals.read.bank'), read.bank && bankName(read.bank, t)],
    [t('terminals.read.kind'), notification.payload.operationType.title || read.kind],
    [t('terminals.read.amount'), amount],
    [t('terminals.read.payer'), read.payer],
    [t('terminals.read.tail'), read.tail],
  ];
  const shown = lines.filter((line): line is [string, string] => Boolean(line[1]));
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0} data-testid="notification-read">
      {shown.map(([label, value]) => (
        <Text key={label} size="xs" style={{ whiteSpace: 'nowrap' }}>
          <Text span size="xs" c="dimmed">
            {label}:
          </Text>{' '}
          {value}
        </Text>
      ))}
    </Stack>
  );
};

/** The title (when there is one) over the raw text, as the phone received it. */
const TextCell = ({ notification }: { notification: TerminalNotification }) => (
  <Stack gap={2} maw={360}>
    {notification.title ? (
      <Text size="sm" fw={500}>
        {notification.title}
      </Text>
    ) : null}
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="notification-body">
      {notification.body}
    </Text>
  </Stack>
);

type NotificationColumnsOptions = { t: Translate; withTerminal: boolean };

/** A bank notification's row: one terminal's list, or every terminal's payments without an order. */
export const notificationColumns = ({ t, withTerminal }: NotificationColumnsOptions): Column<TerminalNotification>[] => [
  {
    key: 'received_at',
    header: t('terminals.notification.received'),
    card: 'title',
    render: (notification) => <DateTimeText value={notification.received_at} size="xs" />,
  },
  ...(withTerminal
    ? [
        {
          key: 'terminal',
          header: t('terminals.notification.terminal'),
          render: (notification: TerminalNotification) => <Text size="sm">{notification.terminal.name}</Text>,
        },
      ]
    : []),
  {
    key: 'source',
    header: t('terminals.notification.source'),
    render: (notification) => (
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {notification.source}
      </Text>
    ),
  },
  { key: 'body', header: t('terminals.notification.text'), render: (notification) => <TextCell notification={notification} /> },
  { key: 'read', header: t('terminals.notification.read'), render: (notification) => <ReadCell notification={notification} t={t} /> },
  {
    key: 'outcome',
    header: t('terminals.notification.outcome'),
    card: 'status',
    render: (notification) => <NotificationOutcomeBadge outcome={notification.type.slug} />,
  },
  {
    key: 'order',
    header: t('terminals.notification.order'),
    nowrap: true,
    render: (notification) =>
      notification.orderGuid ? (
        <Anchor
          component={Link}
          to={orderLink(notification.orderGuid)}
          size="sm"
          ff="monospace"
          title={notification.orderGuid}
          data-testid="notification-order"
          data-id={notification.orderGuid}
        >
          {shortId(notification.orderGuid)}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
  },
];

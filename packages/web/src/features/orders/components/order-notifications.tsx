import { Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderDetails } from '@paydesk/contract';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { NotificationOutcomeBadge } from '../../../shared/ui/notification-outcome-badge';

/** The bank notifications a terminal matched with the order: which terminal, when, from whom, the text and what became of it. */
export const OrderNotifications = ({ notifications }: { notifications: OrderDetails['notifications'] }) => (
  <Stack gap="xs" data-testid="order-notifications">
    {notifications.map((notification) => (
      <Paper key={notification.id} withBorder radius="sm" p="xs" data-id={notification.id}>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {notification.terminal.name}
            </Text>
            <NotificationOutcomeBadge outcome={notification.outcome} />
          </Group>
          <Group gap="xs">
            <DateTimeText value={notification.received_at} size="xs" />
            <Text size="xs" c="dimmed" ff="monospace">
              {notification.source}
            </Text>
          </Group>
          {notification.title ? (
            <Text size="sm" fw={500}>
              {notification.title}
            </Text>
          ) : null}
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {notification.body}
          </Text>
        </Stack>
      </Paper>
    ))}
  </Stack>
);

import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import type { WebhookDelivery } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { useOrderWebhooks } from '../api/get-order-webhooks';
import { DateTimeText } from '../../../shared/ui/date-time-text';

const STATUS_COLORS: Record<WebhookDelivery['status'], string> = { pending: 'yellow', succeeded: 'green', failed: 'red', skipped: 'gray' };

/** The order's webhook deliveries: event, state, attempts and the last answer. */
export const OrderWebhooks = ({ orderId }: { orderId: string }) => {
  const t = useT();
  const deliveries = useOrderWebhooks(orderId, true);
  if (deliveries.isPending) return <Loader size="xs" aria-label={t('app.loading')} />;
  if (deliveries.isError) return <Alert color="red">{errorMessage(deliveries.error, t('page.loadFailed'))}</Alert>;
  if (deliveries.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('orders.webhook.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="order-webhooks">
      {deliveries.data.map((delivery) => {
        const last = delivery.attempts.at(-1);
        return (
          <Stack key={delivery.id} gap={0}>
            <Group gap={6}>
              <Text size="sm" ff="monospace">
                {delivery.event_type}
              </Text>
              <Badge size="xs" variant="light" color={STATUS_COLORS[delivery.status]}>
                {t(`orders.webhook.status.${delivery.status}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              <DateTimeText value={delivery.created_at} size="xs" /> · {t('orders.webhook.attempts', { count: delivery.attempt_count })}
              {last ? ` · ${last.http_status ?? last.error ?? ''}` : ''}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
};

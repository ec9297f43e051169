import { notifications } from '@mantine/notifications';
import { WEBHOOK_FAILED, webhookFailedPayload, type WebhookEventType, WEBHOOK_EVENT_TYPES } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/use-t';
import { useRealtimeMessages } from '../../../shared/realtime/realtime-bus';
import { webhookKeys } from '../api/keys';
import { eventKey } from './delivery-status';

const isEventType = (value: string): value is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** A delivery that gave up (or an endpoint paused) is announced to the merchant live, wherever they are. */
export const WebhookFailureNotices = () => {
  const t = useT();
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    if (message.type !== WEBHOOK_FAILED) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.message);
    } catch {
      return;
    }
    const payload = webhookFailedPayload.safeParse(parsed);
    if (!payload.success) return;
    const { event_type: type, url, paused } = payload.data;
    notifications.show({
      color: 'red',
      title: t('webhookLog.failedTitle'),
      message: paused
        ? t('webhookLog.pausedMessage')
        : t('webhookLog.failedMessage', { event: isEventType(type) ? t(eventKey(type)) : type, url: url ?? '—' }),
    });
    void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() });
    void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoint() });
  });
  return null;
};

import type { WebhookDelivery, WebhookEventType } from '@paydesk/contract';
import type { MessageKey } from '../../../shared/i18n/translate';

export const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'blue',
  succeeded: 'green',
  failed: 'red',
  skipped: 'gray',
};

export const eventKey = (type: WebhookEventType) => `webhookLog.event.${type}` as MessageKey;
export const statusKey = (status: WebhookDelivery['status']) => `webhookLog.status.${status}` as MessageKey;

/** The last answer in a few characters: the HTTP status, or the error when there was none. */
export const lastAnswer = (delivery: WebhookDelivery) => {
  const last = delivery.attempts.at(-1);
  if (!last) return null;
  return last.http_status !== null ? `HTTP ${last.http_status}` : (last.error ?? '—');
};

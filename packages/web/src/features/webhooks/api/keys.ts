import { innerApi } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';

/** Every cache key of the webhooks feature. */
export const webhookKeys = {
  deliveries: () => listKeyOf(innerApi.webhooks.deliveries),
  endpoint: () => ['webhooks', 'endpoint'] as const,
  eventSettings: () => ['webhooks', 'event-settings'] as const,
};

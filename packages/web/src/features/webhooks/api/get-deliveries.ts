import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

/** The delivery log in settings: filtered by status and event type, its state in the address under `webhookLog.`. */
export const useDeliveriesList = () =>
  useList(innerApi.webhooks.deliveries, { urlPrefix: 'webhooks', filterFields: ['status', 'event_type'], defaultCount: 10 });

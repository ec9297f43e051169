import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { orderKeys } from './keys';

export const getOrderWebhooks = (id: string, signal?: AbortSignal) =>
  callApi(innerApi.webhooks.orderDeliveries, { params: { id }, signal });

/** The webhook deliveries of one order (admins and its merchant), newest first as the server sends them. */
export const useOrderWebhooks = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.webhooks(id),
    queryFn: ({ signal }) => getOrderWebhooks(id, signal),
    enabled,
    meta: { silentErrors: true },
  });

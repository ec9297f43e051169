import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { webhookKeys } from './keys';

export const sendTestWebhook = () => callApi(innerApi.webhooks.sendTest, {});

/** Sends a signed test event now; the answer is the delivery with what the receiver said. */
export const useSendTestWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    meta: { silentErrors: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
};

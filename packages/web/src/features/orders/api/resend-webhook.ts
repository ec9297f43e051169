import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { orderKeys } from './keys';

export const resendWebhook = (id: string) => callApi(innerApi.webhooks.resendOrder, { params: { id } });

/** An admin sends the order's last event to the merchant again (a canceled or paid order). */
export const useResendWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhook,
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: orderKeys.webhooks(id) }),
  });
};

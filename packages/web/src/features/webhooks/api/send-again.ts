import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { webhookKeys } from './keys';

export const sendAgain = (id: string) => callApi(innerApi.webhooks.sendAgain, { params: { id } });

/** A failed delivery's event, sent again as a new delivery linked to it. */
export const useSendAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAgain,
    meta: { silentErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
};

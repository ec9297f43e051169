import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { webhookKeys } from './keys';

export const resumeEndpoint = () => callApi(innerApi.webhooks.resumeEndpoint, {});

export const useResumeEndpoint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeEndpoint,
    meta: { silentErrors: true },
    onSuccess: (endpoint) => {
      queryClient.setQueryData(webhookKeys.endpoint(), endpoint);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() });
    },
  });
};

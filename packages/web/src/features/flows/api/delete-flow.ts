import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { flowKeys } from './keys';

export const deleteFlow = (id: string) => callApi(innerApi.flows.remove, { params: { id } });

export const useDeleteFlow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlow,
    meta: { silentErrors: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: flowKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: flowKeys.list() });
    },
  });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { listKeyOf } from '../../../shared/list/list-query';
import { flowKeys } from './flow-cache';

export const deleteFlow = (id: string) => callApi(innerApi.flows.remove, { params: { id } });

export const useDeleteFlow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlow,
    meta: { silentErrors: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: flowKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: listKeyOf(innerApi.flows.list) });
    },
  });
};

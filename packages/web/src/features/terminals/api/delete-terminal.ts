import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshTerminals } from './refresh-terminals';

export const deleteTerminal = (id: string) => callApi(innerApi.terminals.remove, { params: { id } });

/** The confirm dialog shows a refusal itself. */
export const useDeleteTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTerminal, meta: { silentErrors: true }, onSuccess: () => refreshTerminals(queryClient) });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshTerminals } from './refresh-terminals';

export const revokeForwarder = (id: string) => callApi(innerApi.terminals.revokeForwarder, { params: { id } });

/** The forwarder's address stops working; the confirm dialog shows a refusal itself. */
export const useRevokeForwarder = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeForwarder, meta: { silentErrors: true }, onSuccess: () => refreshTerminals(queryClient) });
};

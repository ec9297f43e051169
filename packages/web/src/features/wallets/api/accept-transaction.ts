import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshBalanceLists } from './refresh-wallets';

export const acceptTransaction = (id: string) => callApi(innerApi.wallets.accept, { params: { id } });

/** Approves a withdrawal in moderation; the server sends it on chain at once. */
export const useAcceptTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptTransaction, onSettled: () => refreshBalanceLists(queryClient) });
};

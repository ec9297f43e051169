import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshBalanceLists } from './refresh-wallets';

export const rejectTransaction = (id: string) => callApi(innerApi.wallets.reject, { params: { id } });

/** Refuses a withdrawal in moderation; the held amount goes back to its owner. */
export const useRejectTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTransaction,
    meta: { silentErrors: true },
    onSettled: () => refreshBalanceLists(queryClient),
  });
};

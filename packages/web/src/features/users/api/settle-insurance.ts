import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshUsers } from './refresh-users';

/** Marks a trader's insurance settled without moving money; the server records who did it. */
export const settleInsurance = (uuid: string) => callApi(innerApi.users.settleInsurance, { params: { uuid } });

export const useSettleInsurance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleInsurance,
    meta: { silentErrors: true },
    onSuccess: (_user, uuid) => refreshUsers(queryClient, uuid),
  });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshUsers } from './refresh-users';

export const unblockUser = (uuid: string) => callApi(innerApi.users.unblock, { body: { uuid } });

export const useUnblockUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    meta: { silentErrors: true },
    onSuccess: (_result, uuid) => refreshUsers(queryClient, uuid),
  });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshUsers } from './refresh-users';

/** Turns a user's two-factor off (a lost phone); the server ends the user's sessions and records it. */
export const resetTwoFactor = (uuid: string) => callApi(innerApi.users.resetTwoFactor, { params: { uuid } });

export const useResetTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    meta: { silentErrors: true },
    onSuccess: (_user, uuid) => refreshUsers(queryClient, uuid),
  });
};

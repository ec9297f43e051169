import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { updateCurrentUser } from '../../../shared/session/current-user';

/** Both factors: the current password and a current code from the app (or a recovery code). */
export const disableTwoFactor = ({ currentPassword, code }: { currentPassword: string; code: string }) =>
  callApi(innerApi.auth.twoFactorDisable, { body: { current_password: currentPassword, code } });

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => updateCurrentUser(queryClient, (user) => ({ ...user, two_factor: false })),
  });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { updateCurrentUser } from '../../../shared/session/current-user';

export const disableTwoFactor = (currentPassword: string) =>
  callApi(innerApi.auth.twoFactorDisable, { body: { current_password: currentPassword } });

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => updateCurrentUser(queryClient, (user) => ({ ...user, two_factor: false })),
  });
};

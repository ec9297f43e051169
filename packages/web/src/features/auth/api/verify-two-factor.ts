import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { updateCurrentUser } from '../../../shared/session/current-user';

export const verifyTwoFactor = (code: string) => callApi(innerApi.auth.twoFactorVerify, { body: { code } });

export const useVerifyTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => updateCurrentUser(queryClient, (user) => ({ ...user, two_factor: true, two_factor_setup_required: false })),
  });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { updateCurrentUser } from '../../../shared/session/current-user';

export const regenerateSecretKey = () => callApi(innerApi.account.regenerateSecretKey);

export const useRegenerateSecretKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateSecretKey,
    onSuccess: ({ secret_key: secret }) => updateCurrentUser(queryClient, (user) => ({ ...user, api_keys: { ...user.api_keys, secret } })),
  });
};

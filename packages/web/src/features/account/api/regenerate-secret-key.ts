import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { updateCurrentUser } from '../../../shared/session/current-user';

export const regenerateSecretKey = (body: BodyOf<typeof innerApi.account.regenerateSecretKey>) =>
  callApi(innerApi.account.regenerateSecretKey, { body });

export const useRegenerateSecretKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateSecretKey,
    // The answer is the only place the secret appears; the current user learns only that one exists.
    onSuccess: () => updateCurrentUser(queryClient, (user) => ({ ...user, api_keys: { ...user.api_keys, has_secret: true } })),
  });
};

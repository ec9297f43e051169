import { type CurrentUser, innerApi, type LoginBody } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { translate } from '../../../shared/i18n/translate';
import { currentUserQueryKey, getCurrentUser } from '../../../shared/session/current-user';
import { getCsrfCookie } from './get-csrf-cookie';

export const login = (body: LoginBody) => callApi(innerApi.auth.login, { body });

/** The whole sign-in sequence: anti-forgery cookie, login, then the user it opened a session for. */
export const signIn = async (body: LoginBody): Promise<CurrentUser> => {
  await getCsrfCookie();
  await login(body);
  const user = await getCurrentUser();
  if (!user) throw new ApiError({ status: 401, code: 'unauthenticated', message: translate('login.failed') });
  return user;
};

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The form shows the failure itself and skips it for the two-factor step.
    meta: { silentErrors: true },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
};

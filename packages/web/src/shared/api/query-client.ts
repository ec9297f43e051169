import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../notifications/notify';
import { clearSession, currentUserQueryKey, isSessionError } from '../session/current-user';
import { markSessionEnded } from '../session/session-ended';
import { isApiError } from './api-error';

declare module '@tanstack/react-query' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Register {
    /** `silentErrors`: the caller shows the failure itself, so no global Error notification. */
    queryMeta: { silentErrors?: boolean };
    mutationMeta: { silentErrors?: boolean };
  }
}

const retryTransient = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = () => {
  // A signed-in user whose call is refused as unauthenticated lost the session: say so at the login.
  const endSession = () => {
    if (queryClient.getQueryData(currentUserQueryKey)) markSessionEnded();
    clearSession(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionError(error)) endSession();
        if (!query.meta?.silentErrors) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isSessionError(error)) endSession();
        if (!mutation.meta?.silentErrors) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: retryTransient, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
};

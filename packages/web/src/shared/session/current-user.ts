import { type CurrentUser, innerApi } from '@paydesk/contract';
import { type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { isApiError } from '../api/api-error';

/**
 * The current user is the session: every feature reads it, so it lives here rather than in
 * one feature. `null` means nobody is signed in.
 */
export const currentUserQueryKey = ['account', 'current-user'] as const;

const isCurrentUserKey = (key: QueryKey) =>
  key.length === currentUserQueryKey.length && currentUserQueryKey.every((part, index) => key[index] === part);

/** The server no longer knows the session (expired, ended elsewhere). */
export const isSessionError = (error: unknown) => isApiError(error) && error.code === 'unauthenticated';

export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser | null> => {
  try {
    return await callApi(innerApi.account.current, { signal });
  } catch (error) {
    if (isSessionError(error) || (isApiError(error) && error.status === 401)) return null;
    throw error;
  }
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: Infinity,
    retry: false,
  });

export const useCurrentUser = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...currentUserQueryOptions(), enabled });

/** Applies a local change (a regenerated key, two-factor turned on) without a reload. */
export const updateCurrentUser = (queryClient: QueryClient, update: (user: CurrentUser) => CurrentUser) => {
  queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) => (user ? update(user) : user));
};

/** Forgets everything the signed-in user loaded; the shell then shows no menu and no logout. */
export const clearSession = (queryClient: QueryClient) => {
  void queryClient.cancelQueries();
  queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
};

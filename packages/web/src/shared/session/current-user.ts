import { type CurrentUser, CURRENT_USER_ELEMENT_ID, innerApi, SIGNED_IN_COOKIE } from '@paydesk/contract';
import { type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { markSessionEnded } from './session-ended';

/**
 * The current user is the session: every feature reads it, so it lives here rather than in
 * one feature. `null` means nobody is signed in.
 */
export const currentUserQueryKey = ['account', 'current-user'] as const;

const isCurrentUserKey = (key: QueryKey) =>
  key.length === currentUserQueryKey.length && currentUserQueryKey.every((part, index) => key[index] === part);

/** The server no longer knows the session (expired, ended elsewhere). */
export const isSessionError = (error: unknown) => isApiError(error) && error.code === 'unauthenticated';

const hasSignedInCookie = () => document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
const forgetSignedInCookie = () => {
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
};

export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser | null> => {
  // Without the server's hint nobody is signed in: no call, so an anonymous page logs no 401.
  if (!hasSignedInCookie()) return null;
  try {
    return await callApi(innerApi.account.current, { signal });
  } catch (error) {
    if (isSessionError(error) || (isApiError(error) && error.status === 401)) {
      // The browser thought it was signed in: the session expired or was ended elsewhere.
      forgetSignedInCookie();
      markSessionEnded();
      return null;
    }
    throw error;
  }
};

/**
 * The user the server put inside the page, taken once: the first screen then starts without
 * asking for it. Only while the browser still says it is signed in (a page restored after a
 * logout must not bring the user back).
 */
export const takePageUser = (): CurrentUser | null => {
  const element = document.getElementById(CURRENT_USER_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  if (!hasSignedInCookie()) return null;
  try {
    const user = JSON.parse(element.textContent ?? '') as unknown;
    return user && typeof user === 'object' && 'uuid' in user ? (user as CurrentUser) : null;
  } catch {
    return null;
  }
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: Infinity,
    retry: false,
    // A failure stays until the person retries (root layout): a screen mounting is not a retry.
    retryOnMount: false,
    // A failure here is shown on the page with a retry (root layout), not as a toast.
    meta: { silentErrors: true },
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

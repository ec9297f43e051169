import { innerApi, type ManagedUser, type Role } from '@paydesk/contract';
import { type QueryClient, useQueries } from '@tanstack/react-query';
import { usersOfTypeQuery } from '../../../shared/api/reference-queries';
import {
  fetchList,
  listQueryOptions,
  type ListParams,
  type ListStateOptions,
  prefetchList,
  useList,
} from '../../../shared/list/list-query';

const route = innerApi.users.list;

/** Every users list (tabs and lookups) starts with this key. */

export const getUsers = (params: ListParams, signal?: AbortSignal) => fetchList(route, params, signal);

export const usersQueryOptions = (params: ListParams) => listQueryOptions(route, params);

/** The spec gives the admins tab a shorter filter list than the server offers. */
const ADMIN_FILTERS = ['uuid', 'username', 'is_active', 'is_blocked'];

const usersListOptions = (type: Role): ListStateOptions => ({
  fixedFilter: { type },
  filterFields: type === 'admin' ? ADMIN_FILTERS : undefined,
});

/** One users tab: the type is fixed by the tab, the rest is the table's state. */
export const useUsersList = (type: Role) => useList(route, usersListOptions(type));

/** The tab's first answer, asked for while the users page's code is still loading. */
export const prefetchUsersList = (queryClient: QueryClient, type: Role, search: URLSearchParams) =>
  prefetchList(queryClient, route, search, usersListOptions(type));

/** Users of these types for a select (teamleads, referrers): one big first page each, as the spec says. */
export const useUserLookup = (types: readonly Role[], { enabled = true }: { enabled?: boolean } = {}) =>
  useQueries({
    queries: types.map((type) => ({
      ...usersOfTypeQuery(type),
      enabled,
    })),
    combine: (results) => ({
      users: results.flatMap((result): ManagedUser[] => result.data?.items ?? []),
      isPending: results.some((result) => result.isPending && enabled),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });

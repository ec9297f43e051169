import { DEFAULT_PER_PAGE, type ListAnswer, type listQuerySchema, type ResponseOf, type RouteDef } from '@paydesk/contract';
import { hashKey, keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../api/api-client';
import { type ListUrlState, readListState, searchString, writeListState } from './list-url.util';
import type { SortValue } from './sort.util';

/** A GET route that speaks the list protocol. */
export type ListRoute = RouteDef & { method: 'GET'; query: typeof listQuerySchema };
export type ListItemOf<R extends RouteDef> = ResponseOf<R> extends ListAnswer<infer Item> ? Item : never;

/** The whole list query: what the server is asked for and what the query key holds. */
export type ListParams = { page: number; count: number; sort?: SortValue; filter: Record<string, string> };

/** Every list of a route starts with this key, so a change can refresh them all at once. */
export const listKeyOf = (route: Pick<RouteDef, 'path'>) => ['list', route.path] as const;

export const listQueryKey = (route: Pick<RouteDef, 'path'>, params: ListParams) => [...listKeyOf(route), params] as const;

export const fetchList = <R extends ListRoute>(route: R, params: ListParams, signal?: AbortSignal) =>
  // The route's query type is the list protocol for every R; TypeScript cannot see that through the generic.
  callApi(route as ListRoute, { query: params, signal } as never) as Promise<ListAnswer<ListItemOf<R>>>;

/** Lists asked for ahead of their screen (`prefetchList`), by query hash: when the answer came. */
const prefetched = new Map<string, number>();
/** A prefetched answer this recent is the screen's first one, not asked for again as it mounts. */
const PREFETCH_FRESH_MS = 5_000;

/** Read during render as well as on mount, so it only looks; the mark ends with its time. */
const justPrefetched = (query: { queryHash: string; state: { status: string; isInvalidated: boolean } }) => {
  const at = prefetched.get(query.queryHash);
  if (at === undefined) return false;
  if (Date.now() - at >= PREFETCH_FRESH_MS) {
    prefetched.delete(query.queryHash);
    return false;
  }
  return query.state.status === 'success' && !query.state.isInvalidated;
};

export const listQueryOptions = <R extends ListRoute>(route: R, params: ListParams) =>
  queryOptions({
    queryKey: listQueryKey(route, params),
    queryFn: ({ signal }) => fetchList(route, params, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The table shows its own error above the data it keeps.
    meta: { silentErrors: true },
    // As before (a stale list reloads as its table mounts), except in the moments after its prefetch.
    refetchOnMount: (query) => !justPrefetched(query),
  });

/**
 * One list page. `data` is the last answer that arrived, so a failed reload (a bad filter, the
 * server away) shows its error above the rows the user already had instead of emptying the table.
 */
export const useListQuery = <R extends ListRoute>(route: R, params: ListParams) => {
  const query = useQuery(listQueryOptions(route, params));
  const [lastData, setLastData] = useState(query.data);
  if (query.data !== undefined && query.data !== lastData) setLastData(query.data);
  return {
    data: query.data ?? lastData,
    error: query.isError ? query.error : null,
    isLoading: query.isPending && lastData === undefined,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
};

export type ListStateOptions = {
  /** Filters the screen sets itself (a users tab fixes `type`); never shown in the filter form. */
  fixedFilter?: Record<string, string>;
  defaultCount?: number;
  defaultSort?: SortValue;
  /** Only these of the server's filters are offered (the admins tab, say); all of them when unset. */
  filterFields?: readonly string[];
  /**
   * Where the state lives. By default in the address with the list protocol's names
   * (`?page=2&count=10&sort=-username&filter[username]=ivan`), so a reload, Back and a shared
   * link restore it. A second list on the same screen passes a prefix (`'wallets'` gives
   * `wallets.page`); a list inside a modal passes `false` and keeps its state in memory.
   */
  urlPrefix?: string | false;
};

/** What a list of these options asks the server for, read from the address as `useListState` reads it. */
export const listParamsFromUrl = (
  search: URLSearchParams,
  { fixedFilter = {}, defaultCount = DEFAULT_PER_PAGE, defaultSort, urlPrefix = '' }: ListStateOptions = {},
) => {
  if (urlPrefix === false) return null;
  const state = readListState(search, { count: defaultCount, sort: defaultSort }, urlPrefix);
  return { page: state.page, count: state.count, sort: state.sort, filter: { ...state.filter, ...fixedFilter } } satisfies ListParams;
};

/**
 * Starts a list's first page while its screen's code is still on the way (a route's loader), so
 * the two travel side by side; the table then mounts on the answer instead of asking again.
 */
export const prefetchList = <R extends ListRoute>(
  queryClient: QueryClient,
  route: R,
  search: URLSearchParams,
  options: ListStateOptions = {},
) => {
  const params = listParamsFromUrl(search, options);
  if (!params) return;
  const query = listQueryOptions(route, params);
  if (queryClient.getQueryState(query.queryKey)) return;
  const hash = hashKey(query.queryKey);
  void queryClient.prefetchQuery(query).then(() => {
    // A table already showing it asked along with the prefetch; only one still to mount is spared.
    const cached = queryClient.getQueryCache().get(hash);
    if (cached?.state.status === 'success' && cached.getObserversCount() === 0) prefetched.set(hash, Date.now());
  });
};

const sameState = (a: ListUrlState, b: ListUrlState) =>
  a.page === b.page && a.count === b.count && a.sort === b.sort && JSON.stringify(a.filter) === JSON.stringify(b.filter);

/** Page, page size, sort and filters of one table; any change but the page goes back to page 1. */
export const useListState = ({ fixedFilter = {}, defaultCount = DEFAULT_PER_PAGE, defaultSort, urlPrefix = '' }: ListStateOptions = {}) => {
  const defaults = { count: defaultCount, sort: defaultSort };
  const [memory, setMemory] = useState<ListUrlState>({ page: 1, count: defaultCount, sort: defaultSort, filter: {} });
  const location = useLocation();
  const navigate = useNavigate();
  const inUrl = urlPrefix !== false;
  const prefix = inUrl ? urlPrefix : '';
  const search = new URLSearchParams(location.search);
  const state = inUrl ? readListState(search, defaults, prefix) : memory;

  // Each change is a step of the history (Back undoes it); correcting a page past the end is not.
  // It starts from the address as it is now, not as this render saw it: the router renders a
  // navigation in a transition, so a click can come before the render of the change just made.
  const update = (change: Partial<ListUrlState>, { replace = false } = {}) => {
    if (!inUrl) {
      setMemory((previous) => {
        const next = { ...previous, ...change };
        return sameState(next, previous) ? previous : next;
      });
      return;
    }
    const now = new URLSearchParams(window.location.search);
    const current = readListState(now, defaults, prefix);
    const next = { ...current, ...change };
    if (sameState(next, current)) return;
    const written = writeListState(now, next, defaults, prefix);
    void navigate({ pathname: location.pathname, search: searchString(written), hash: location.hash }, { replace, state: location.state });
  };

  const params: ListParams = { page: state.page, count: state.count, sort: state.sort, filter: { ...state.filter, ...fixedFilter } };
  return {
    params,
    filter: state.filter,
    setPage: (page: number, options?: { replace?: boolean }) => update({ page }, options),
    setCount: (count: number) => update({ count, page: 1 }),
    setSort: (sort: SortValue) => update({ sort, page: 1 }),
    setFilter: (filter: Record<string, string>) => update({ filter, page: 1 }),
  };
};

/** State and data of one table, for `ListSection`. */
export const useList = <R extends ListRoute>(route: R, options: ListStateOptions = {}) => {
  const state = useListState(options);
  const query = useListQuery(route, state.params);
  const lastPage = query.data?.context.page_number;
  const { setPage } = state;
  // Rows went away (blocked, filtered elsewhere) and the page is now past the end: show the last one.
  useEffect(() => {
    if (lastPage !== undefined && lastPage > 0 && state.params.page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, state.params.page, setPage]);
  return {
    ...state,
    ...query,
    route: route as ListRoute,
    fixedFields: Object.keys(options.fixedFilter ?? {}),
    filterFields: options.filterFields,
  };
};

/** A list's state and data; with its route, the table offers the whole list as CSV. */
export type ListController<Item> = Omit<ReturnType<typeof useList>, 'data' | 'route'> & {
  data: ListAnswer<Item> | undefined;
  route?: ListRoute;
};

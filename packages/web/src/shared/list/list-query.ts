import { DEFAULT_PER_PAGE, type ListAnswer, type listQuerySchema, type ResponseOf, type RouteDef } from '@paydesk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../api/api-client';
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

export const listQueryOptions = <R extends ListRoute>(route: R, params: ListParams) =>
  queryOptions({
    queryKey: listQueryKey(route, params),
    queryFn: ({ signal }) => fetchList(route, params, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The table shows its own error above the data it keeps.
    meta: { silentErrors: true },
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
};

/** Page, page size, sort and filters of one table; any change but the page goes back to page 1. */
export const useListState = ({ fixedFilter = {}, defaultCount = DEFAULT_PER_PAGE, defaultSort }: ListStateOptions = {}) => {
  const [page, setPage] = useState(1);
  const [count, setCountState] = useState(defaultCount);
  const [sort, setSortState] = useState<SortValue>(defaultSort);
  const [filter, setFilterState] = useState<Record<string, string>>({});

  const params: ListParams = { page, count, sort, filter: { ...filter, ...fixedFilter } };
  return {
    params,
    filter,
    setPage,
    setCount: (next: number) => {
      setCountState(next);
      setPage(1);
    },
    setSort: (next: SortValue) => {
      setSortState(next);
      setPage(1);
    },
    setFilter: (next: Record<string, string>) => {
      setFilterState(next);
      setPage(1);
    },
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
    if (lastPage !== undefined && state.params.page > lastPage) setPage(lastPage);
  }, [lastPage, state.params.page, setPage]);
  return { ...state, ...query, fixedFields: Object.keys(options.fixedFilter ?? {}), filterFields: options.filterFields };
};

export type ListController<Item> = Omit<ReturnType<typeof useList>, 'data'> & { data: ListAnswer<Item> | undefined };

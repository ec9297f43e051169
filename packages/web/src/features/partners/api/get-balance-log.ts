import { innerApi } from '@paydesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/api/api-client';
import { type ListParams, useListState } from '../../../shared/list/list-query';
import { partnerKeys } from './keys';

const route = innerApi.partners.balanceLog;

export const getBalanceLog = (slug: string, params: ListParams, signal?: AbortSignal) =>
  callApi(route, { params: { slug }, query: params, signal });

/**
 * One partner's balance history as a table list. The route has a path parameter, which the
 * shared `useList` does not take, so the same state and query are put together here.
 */
export const useBalanceLog = (slug: string) => {
  const state = useListState();
  const query = useQuery({
    queryKey: partnerKeys.balanceLog(slug, state.params),
    queryFn: ({ signal }) => getBalanceLog(slug, state.params, signal),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
  const [lastData, setLastData] = useState(query.data);
  if (query.data !== undefined && query.data !== lastData) setLastData(query.data);
  return {
    ...state,
    data: query.data ?? lastData,
    error: query.isError ? query.error : null,
    isLoading: query.isPending && lastData === undefined,
    isFetching: query.isFetching,
    refetch: query.refetch,
    fixedFields: [],
    filterFields: undefined,
  };
};

import { innerApi } from '@paydesk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { statisticsKeys } from './keys';

/** The admin's statistics are everybody's; every other role asks for its own. */
const routeFor = (isAdmin: boolean) => (isAdmin ? innerApi.statistics.all : innerApi.statistics.my);

export const getStatistic = (isAdmin: boolean, filter: Record<string, string>, signal?: AbortSignal) =>
  callApi(routeFor(isAdmin), { query: { filter }, signal });

export const statisticQuery = (isAdmin: boolean, filter: Record<string, string>) =>
  queryOptions({
    queryKey: statisticsKeys.statistic(routeFor(isAdmin).path, filter),
    queryFn: ({ signal }) => getStatistic(isAdmin, filter, signal),
    // The tables and charts stay on screen while other filters load.
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });

/** The Total and Rewards tables and the charts, for the filters in the address. */
export const useStatistic = (isAdmin: boolean, filter: Record<string, string>) => useQuery(statisticQuery(isAdmin, filter));

import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { flowKeys } from './keys';

export const getFlow = (id: string, signal?: AbortSignal) => callApi(innerApi.flows.details, { params: { id }, signal });

export const flowQueryOptions = (id: string) =>
  queryOptions({ queryKey: flowKeys.detail(id), queryFn: ({ signal }) => getFlow(id, signal), meta: { silentErrors: true } });

export const useFlow = (id: string) => useQuery(flowQueryOptions(id));

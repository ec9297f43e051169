import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { jobKeys } from './keys';

const REFRESH_MS = 10_000;

export const getJobs = (signal?: AbortSignal) => callApi(innerApi.jobs.list, { signal });

export const jobsQueryOptions = () => queryOptions({ queryKey: jobKeys.all(), queryFn: ({ signal }) => getJobs(signal) });

/** The background jobs, refreshed while on screen: what ran, what failed, what is due. */
export const useJobs = () => useQuery({ ...jobsQueryOptions(), refetchInterval: REFRESH_MS });

import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { authKeys } from './keys';

export const getSessions = (signal?: AbortSignal) => callApi(innerApi.auth.sessions, { signal });

export const sessionsQueryOptions = () => queryOptions({ queryKey: authKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());

import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

export const userDetailsKey = (uuid: string) => ['users', 'details', uuid] as const;

export const getUserDetails = (uuid: string, signal?: AbortSignal) => callApi(innerApi.users.details, { params: { uuid }, signal });

export const userDetailsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: userDetailsKey(uuid),
    queryFn: ({ signal }) => getUserDetails(uuid, signal),
    staleTime: 0,
    // The modal shows the failure in place.
    meta: { silentErrors: true },
  });

export const useUserDetails = (uuid: string | null) => useQuery({ ...userDetailsQueryOptions(uuid ?? ''), enabled: uuid !== null });

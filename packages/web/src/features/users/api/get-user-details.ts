import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { userKeys } from './keys';

export const getUserDetails = (uuid: string, signal?: AbortSignal) => callApi(innerApi.users.details, { params: { uuid }, signal });

export const userDetailsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: userKeys.details(uuid),
    queryFn: ({ signal }) => getUserDetails(uuid, signal),
    staleTime: 0,
    // The modal shows the failure in place.
    meta: { silentErrors: true },
  });

export const useUserDetails = (uuid: string | null) => useQuery({ ...userDetailsQueryOptions(uuid ?? ''), enabled: uuid !== null });

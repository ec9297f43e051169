import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useLocale } from '../../../shared/i18n/use-t';
import { userKeys } from './keys';

export const getRoles = (signal?: AbortSignal) => callApi(innerApi.users.roles, { signal });

/** The titles are in the interface language, so the language is part of the key. */
export const rolesQueryOptions = (locale: string) =>
  queryOptions({ queryKey: userKeys.roles(locale), queryFn: ({ signal }) => getRoles(signal), staleTime: Infinity });

export const useRoles = () => useQuery(rolesQueryOptions(useLocale()));

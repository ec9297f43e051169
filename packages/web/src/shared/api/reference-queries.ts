import { innerApi, LOOKUP_PER_PAGE, type Role } from '@paydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { listQueryOptions } from '../list/list-query';
import { callApi } from './api-client';

/**
 * Reference data several features read (currencies, partner systems, users of a type for a
 * select): each query and its key is written here once, so every feature shares one cache entry.
 */
const RARELY = 5 * 60_000;
const SOMETIMES = 60_000;

export const referenceKeys = {
  currencies: (kind: 'fiat' | 'crypto') => ['currencies', kind] as const,
  partnerSystems: () => ['partner-system', 'list'] as const,
  partnerSystem: (slug: string) => ['partner-system', 'detail', slug] as const,
};

export const currenciesQuery = (kind: 'fiat' | 'crypto') =>
  queryOptions({
    queryKey: referenceKeys.currencies(kind),
    queryFn: ({ signal }) => callApi(kind === 'fiat' ? innerApi.currencies.fiat : innerApi.currencies.crypto, { signal }),
    staleTime: RARELY,
  });

export const partnerSystemsQuery = () =>
  queryOptions({
    queryKey: referenceKeys.partnerSystems(),
    queryFn: ({ signal }) => callApi(innerApi.partners.list, { signal }),
    staleTime: SOMETIMES,
  });

/** Users of one type for a select: the first big page, as the spec's lookups ask. */
export const usersOfTypeQuery = (type: Role) => ({
  ...listQueryOptions(innerApi.users.list, { page: 1, count: LOOKUP_PER_PAGE, filter: { type } }),
  staleTime: SOMETIMES,
});

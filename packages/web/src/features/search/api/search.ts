import { innerApi, SEARCH_MIN_LENGTH } from '@paydesk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useLocale } from '../../../shared/i18n/use-t';
import { searchKeys } from './keys';

export const search = (q: string, signal?: AbortSignal) => callApi(innerApi.search.search, { query: { q }, signal });

export const searchQueryOptions = (q: string, locale: string) =>
  queryOptions({
    queryKey: searchKeys.results(q, locale),
    queryFn: ({ signal }) => search(q, signal),
    // The last results stay on screen while the next ones come.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // The search box shows its own failure.
    meta: { silentErrors: true },
  });

/** Results for the typed text once it is long enough to send. */
export const useSearch = (q: string) => {
  const locale = useLocale();
  const text = q.trim();
  return useQuery({ ...searchQueryOptions(text, locale), enabled: text.length >= SEARCH_MIN_LENGTH });
};

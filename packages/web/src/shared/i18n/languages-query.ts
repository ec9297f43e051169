import { innerApi, LANGUAGES, type LanguageItem } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/api-client';

/** The languages the server offers (`GET /language`), each named in the interface's language. */
export const languagesQuery = (locale: string) =>
  queryOptions({
    queryKey: ['languages', locale] as const,
    queryFn: ({ signal }) => callApi(innerApi.languages.list, { signal }),
    staleTime: Infinity,
    meta: { silentErrors: true },
  });

/** The server's list; until it answers (or if it cannot), the languages the app itself knows. */
export const useLanguages = (locale: string): LanguageItem[] => {
  const { data } = useQuery(languagesQuery(locale));
  return data ?? LANGUAGES.map((code) => ({ code, title: code.toUpperCase() }));
};

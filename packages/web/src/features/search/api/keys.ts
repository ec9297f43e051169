/** Every cache key of the search feature. */
export const searchKeys = {
  all: () => ['search'] as const,
  results: (query: string, locale: string) => ['search', query, locale] as const,
};

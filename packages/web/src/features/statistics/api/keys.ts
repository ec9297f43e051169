/** Every cache key of the statistics screen: the whole query (route and filters) is in the key. */
export const statisticsKeys = {
  all: () => ['statistics'] as const,
  statistic: (path: string, filter: Record<string, string>) => ['statistics', path, filter] as const,
};

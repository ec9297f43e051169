// The list protocol's plain values, in a file without zod: a page that only pages through a list
// does not load the schemas with them.

export const PER_PAGE_OPTIONS = [10, 20, 50] as const;
export const DEFAULT_PER_PAGE = 20;
/** Lookups (traders, merchants for a select) ask for one big page. */
export const LOOKUP_PER_PAGE = 100;

export const FILTER_TYPES = ['enum', 'string', 'number', 'boolean', 'datetime'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

import { z } from 'zod';

import { DEFAULT_PER_PAGE, FILTER_TYPES, LOOKUP_PER_PAGE } from './list-constants';

export { DEFAULT_PER_PAGE, FILTER_TYPES, type FilterType, LOOKUP_PER_PAGE, PER_PAGE_OPTIONS } from './list-constants';

export const filterDefinitionSchema = z.object({
  type: z.enum(FILTER_TYPES),
  description: z.string(),
  field: z.string(),
  available_values: z.array(z.object({ slug: z.string().optional(), guid: z.string().optional(), title: z.string() })),
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;

export const listContextSchema = z.object({
  total_count: z.number().int(),
  /** True when more rows match than were counted: the total is then "at least total_count". */
  total_capped: z.boolean().optional(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  page_number: z.number().int(),
  available_filters: z.array(filterDefinitionSchema),
});
export type ListContext = z.infer<typeof listContextSchema>;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), context: listContextSchema });
export type ListAnswer<T> = { items: T[]; context: ListContext };

export const LIST_FORMATS = ['json', 'csv'] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

/**
 * The one list query: page, count, sort (`field` ascending, `-field` descending) and
 * `filter[field]` values. `count` up to 100 serves lookups; the tables offer 10, 20, 50.
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  count: z.coerce.number().int().min(1).max(LOOKUP_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/)
    .optional(),
  filter: z.record(z.string(), z.string().max(200)).default({}),
  /** `csv`: every matching row (not a page) as a CSV file, UTF-8 with a BOM, in the caller's language. */
  format: z.enum(LIST_FORMATS).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

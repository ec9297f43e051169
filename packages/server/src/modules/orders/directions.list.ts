import {
  ORDER_DIRECTIONS,
  ORDER_STATUSES,
  type Direction,
  type Language,
  type listQuerySchema,
  type OrderDirection,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { pageInMemory } from '../../http/list-export';
import { filterDefinitions, type FilterSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';

type ListQuery = z.output<typeof listQuerySchema>;

export type DirectionTodayRow = {
  fiat_currency: string;
  crypto_currency: string;
  payment_type: string;
  direction: OrderDirection;
  created: number;
  paid: number;
};

/**
 * Today's orders (UTC day of creation, as the statistics count days) per routing direction: how
 * many were created and how many of them are paid (`paid` or `done`). One index range per
 * direction and status (`orders_list_idx`): only today's rows are read, however long the history.
 */
export const ordersToday = (sql: Sql) =>
  sql.query<DirectionTodayRow>(
    `SELECT o.fiat_currency, o.crypto_currency, o.payment_type, o.direction,
            count(*)::int AS created, (count(*) FILTER (WHERE o.status IN ('paid', 'done')))::int AS paid
       FROM unnest($1::text[]) AS d(direction)
       CROSS JOIN unnest($2::text[]) AS s(status)
       JOIN orders o ON o.direction = d.direction AND o.status = s.status
                    AND o.created_at >= (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
      GROUP BY 1, 2, 3, 4`,
    [ORDER_DIRECTIONS, ORDER_STATUSES],
  );

// The filters are the list protocol's; the rows are few and filtered in memory.
const filtersFor = (rows: readonly Direction[]): FilterSpec[] => {
  const distinct = (pick: (row: Direction) => { slug: string; title: string }) => [
    ...new Map(rows.map((row) => [pick(row).slug, pick(row)])).values(),
  ];
  return [
    {
      field: 'currency',
      type: 'enum',
      column: '',
      description: filterLabel('currency'),
      values: () => distinct((row) => ({ slug: row.fiat_currency, title: row.fiat_currency })),
    },
    {
      field: 'payment_type',
      type: 'enum',
      column: '',
      description: filterLabel('paymentType'),
      values: () => distinct((row) => row.payment_type),
    },
    {
      field: 'direction',
      type: 'enum',
      column: '',
      description: filterLabel('direction'),
      values: (lang) => ORDER_DIRECTIONS.map((slug) => ({ slug, title: messages(lang).orderDirections[slug] })),
    },
  ];
};

const FIELD_OF: Record<string, (row: Direction) => string> = {
  currency: (row) => row.fiat_currency,
  payment_type: (row) => row.payment_type.slug,
  direction: (row) => row.direction.slug,
};

const SORTS: Record<string, (a: Direction, b: Direction) => number> = {
  executors_live: (a, b) => a.executors_live - b.executors_live,
  created_today: (a, b) => a.created_today - b.created_today,
  conversion_today: (a, b) => Number(a.conversion_today ?? -1) - Number(b.conversion_today ?? -1),
};

/** One page of the directions by the list protocol, filtered and sorted in memory (an export: all of them). */
export const directionsPage = (rows: Direction[], query: ListQuery, lang: Language) => {
  const filters = filtersFor(rows);
  const tests: ((row: Direction) => boolean)[] = [];
  const bad: Record<string, { key: string; params?: Record<string, string> }> = {};
  for (const [field, raw] of Object.entries(query.filter)) {
    const value = raw.trim();
    if (value === '') continue;
    const filter = filters.find((item) => item.field === field);
    if (!filter) {
      bad[`filter.${field}`] = { key: 'unknown_field' };
      continue;
    }
    const allowed = filter.values!(lang, query.filter).map((item) => item.slug);
    if (!allowed.includes(value)) bad[`filter.${field}`] = { key: 'enum', params: { values: allowed.join(', ') } };
    else tests.push((row) => FIELD_OF[field]!(row) === value);
  }
  const descending = query.sort?.startsWith('-') ?? false;
  const sorter = query.sort ? SORTS[query.sort.replace(/^-/, '')] : undefined;
  if (query.sort && !sorter) bad.sort = { key: 'enum', params: { values: Object.keys(SORTS).join(', ') } };
  if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);

  const matching = rows.filter((row) => tests.every((test) => test(row)));
  // Array sort is stable: equal figures keep the directions' own order.
  const sorted = sorter ? [...matching].sort((a, b) => (descending ? -1 : 1) * sorter(a, b)) : matching;
  return pageInMemory(sorted, query, filterDefinitions({ filters }, lang, query.filter));
};

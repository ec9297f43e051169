import {
  isKeptDate,
  type listQuerySchema,
  type FilterDefinition,
  type FilterType,
  type Language,
  type ListContext,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { Db, Row, Sql } from '../db/db';
import { AppError } from './app-error';
import { currentExport, EXPORT_BATCH, nextBatch } from './list-export';
import { messages } from './messages';

type Parsed = z.output<typeof listQuerySchema>;

export type FilterSpec = {
  field: string;
  type: FilterType;
  /** SQL expression the filter compares. */
  column: string;
  /** `exact` for ids and enums, `contains` (case-insensitive) for text. */
  match?: 'exact' | 'contains';
  /** A custom condition for a string or enum filter, given the bound value's placeholder (`EXISTS (…)`, `$1 = ANY(…)`). */
  condition?: (placeholder: string) => string;
  /** A custom condition for one end of a datetime range (a column of days compared with the instant's day). */
  range?: (placeholder: string, end: 'from' | 'to') => string;
  description: Record<Language, string>;
  /** The choices of an enum filter; they may narrow by the other filters asked for (a status by type). */
  values?: (lang: Language, filters: Record<string, string>) => { slug: string; title: string }[];
};

/**
 * Where a list's rows come from: FROM and JOINs, or the branches of a UNION ALL, read as `x`, each
 * reading one index range in the list's default order (a wallet's debits, its credits). PostgreSQL
 * does not merge filtered branches in order, so each branch is given the conditions, the order and
 * the page's end itself: a page merges a few rows of each instead of sorting every row of every branch.
 */
type ListSource = { from: string; branches?: never } | { branches: string[]; from?: never };

export type ListSpec = ListSource & {
  select: string;
  /** How many rows this list counts before it says "at least" (`COUNT_CAP` when not given). */
  countCap?: number;
  /** Conditions every row of this list meets (a user type, an owner). */
  where?: string[];
  params?: unknown[];
  filters: FilterSpec[];
  /** Public sort name → SQL expression. */
  sorts: Record<string, string>;
  /** ORDER BY used when no sort is asked for; must end with a unique column. */
  defaultOrder: string;
  /** A unique column appended to every sort so that pages never overlap. */
  tiebreak: string;
};

const BOOLEAN_VALUES: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Turns `filter[field]` values into SQL conditions; a bad value or unknown field is a validation error. */
export const buildConditions = (spec: ListSpec, filters: Record<string, string>, params: unknown[]) => {
  const conditions = [...(spec.where ?? [])];
  const bad: Record<string, { key: string; params?: Record<string, string | number> }> = {};
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const [key, raw] of Object.entries(filters)) {
    const value = raw.trim();
    if (value === '') continue;
    const range = key.match(/^(.+)_(from|to)$/);
    const filter =
      spec.filters.find((item) => item.field === key) ?? spec.filters.find((item) => item.type === 'datetime' && item.field === range?.[1]);
    if (!filter) {
      bad[`filter.${key}`] = { key: 'unknown_field' };
      continue;
    }
    switch (filter.type) {
      case 'boolean':
        if (!(value in BOOLEAN_VALUES)) bad[`filter.${key}`] = { key: 'boolean' };
        else conditions.push(`${filter.column} = ${bind(BOOLEAN_VALUES[value])}`);
        break;
      case 'number':
        if (!/^-?\d{1,18}(\.\d{1,18})?$/.test(value)) bad[`filter.${key}`] = { key: 'number' };
        else conditions.push(`${filter.column} = ${bind(value)}::numeric`);
        break;
      case 'datetime': {
        const date = new Date(value);
        if (Number.isNaN(date.getTime()) || !range) bad[`filter.${key}`] = { key: 'format' };
        else if (!isKeptDate(date)) bad[`filter.${key}`] = { key: 'date_range' };
        else if (filter.range) conditions.push(filter.range(bind(date.toISOString()), range[2] as 'from' | 'to'));
        else conditions.push(`${filter.column} ${range[2] === 'from' ? '>=' : '<='} ${bind(date.toISOString())}::timestamptz`);
        break;
      }
      case 'enum': {
        const allowed = filter.values?.('en', filters).map((item) => item.slug);
        if (allowed && !allowed.includes(value)) bad[`filter.${key}`] = { key: 'enum', params: { values: allowed.join(', ') } };
        else conditions.push(filter.condition ? filter.condition(bind(value)) : `${filter.column} = ${bind(value)}`);
        break;
      }
      case 'string':
        if (filter.condition) conditions.push(filter.condition(bind(value)));
        else if (filter.match === 'exact') conditions.push(`${filter.column}::text = ${bind(value)}`);
        else conditions.push(`${filter.column} ILIKE ${bind(`%${escapeLike(value)}%`)}`);
        break;
    }
  }
  if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);
  return conditions;
};

const orderBy = (spec: ListSpec, sort: string | undefined) => {
  if (!sort) return spec.defaultOrder;
  const descending = sort.startsWith('-');
  const column = spec.sorts[descending ? sort.slice(1) : sort];
  if (!column) throw new AppError('validation', {}, { sort: { key: 'enum', params: { values: Object.keys(spec.sorts).join(', ') } } });
  return `${column} ${descending ? 'DESC' : 'ASC'} NULLS LAST, ${spec.tiebreak} ${descending ? 'DESC' : 'ASC'}`;
};

const booleanValues = (lang: Language) => [
  { slug: 'true', title: messages(lang).yes },
  { slug: 'false', title: messages(lang).no },
];

export const filterDefinitions = (
  spec: Pick<ListSpec, 'filters'>,
  lang: Language,
  filters: Record<string, string> = {},
): FilterDefinition[] =>
  spec.filters.map((filter) => ({
    type: filter.type,
    field: filter.field,
    description: filter.description[lang],
    available_values: filter.values?.(lang, filters) ?? (filter.type === 'boolean' ? booleanValues(lang) : []),
  }));

/**
 * A list counts its rows up to this many (or the next multiple of it past the page asked for) and
 * then says "at least": a count over a million matching rows costs as much as reading them, and
 * nobody pages through more than this.
 */
export const COUNT_CAP = 10_000;

/**
 * Runs one page of a list: the page's rows, sorted and filtered, and the context with the total
 * (a separate indexed count, bounded by `COUNT_CAP`, so a page never reads the rows of the pages
 * before it twice).
 */
export const runList = async <T extends Row>(sql: Sql, spec: ListSpec, query: Parsed, lang: Language) => {
  const params = [...(spec.params ?? [])];
  const conditions = buildConditions(spec, query.filter, params);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = orderBy(spec, query.sort);
  /** The rows that match, or, given an end, each branch's first rows up to that end in the list's order. */
  const matching = (end?: { order: string; limit: number }) =>
    spec.branches
      ? `(${spec.branches
          .map((branch) => `(SELECT * FROM (${branch}) x ${where}${end ? ` ORDER BY ${end.order} LIMIT ${end.limit}` : ''})`)
          .join(' UNION ALL ')}) x`
      : `${spec.from} ${where}`;
  const exporting = currentExport();
  const text = `SELECT ${spec.select} FROM ${matching()} ORDER BY ${order}`;
  if (exporting && 'cursor' in sql && (exporting.text ?? text) === text) {
    // An export: every matching row, a batch per call, from one cursor; no page, no count.
    exporting.text = text;
    const rows = (await nextBatch(exporting, () => (sql as Db).cursor(text, params, EXPORT_BATCH))) as T[];
    const context: ListContext = {
      total_count: rows.length,
      per_page: EXPORT_BATCH,
      current_page: 1,
      page_number: 1,
      available_filters: filterDefinitions(spec, lang, query.filter),
    };
    return { rows, context };
  }
  const limit = query.count;
  const offset = (query.page - 1) * limit;
  const step = spec.countCap ?? COUNT_CAP;
  const cap = step * Math.ceil((offset + limit) / step);
  const [countRows, rows] = await Promise.all([
    sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${matching()} LIMIT ${cap + 1}) AS counted`, params),
    sql.query<T>(
      `SELECT ${spec.select} FROM ${matching({ order, limit: offset + limit })} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
  ]);
  const counted = countRows[0]?.total ?? 0;
  const total = Math.min(counted, cap);
  const context: ListContext = {
    total_count: total,
    total_capped: counted > cap,
    per_page: limit,
    current_page: query.page,
    page_number: Math.max(1, Math.ceil(total / limit)),
    available_filters: filterDefinitions(spec, lang, query.filter),
  };
  return { rows, context };
};

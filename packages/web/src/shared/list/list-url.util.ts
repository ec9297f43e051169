import { LOOKUP_PER_PAGE } from '@paydesk/contract';
import type { SortValue } from './sort.util';

/** The part of a list's state a link carries: the list protocol's own names, nothing else. */
export type ListUrlState = { page: number; count: number; sort: SortValue; filter: Record<string, string> };
export type ListUrlDefaults = { count: number; sort: SortValue };

/**
 * The names a list uses in the address. The screen's main list uses the protocol's names as
 * they are (`page`, `count`, `sort`, `filter[field]`); a second list on the same screen takes a
 * prefix (`wallets.page`), so that the two never read each other's state.
 */
export const listParamNames = (prefix = '') => {
  const start = prefix ? `${prefix}.` : '';
  return { page: `${start}page`, count: `${start}count`, sort: `${start}sort`, filter: `${start}filter[` } as const;
};

const SORT = /^-?[a-z_]+$/;
const FILTER_FIELD = /^[a-z_]+$/;

const positive = (value: string | null, max: number) => {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

/**
 * A list's state read from the address; what is missing or malformed falls back to the default,
 * so a mangled link opens the list rather than an error. `sort=` (empty) is the server's own order
 * when the screen's default is another.
 */
export const readListState = (search: URLSearchParams, defaults: ListUrlDefaults, prefix = ''): ListUrlState => {
  const names = listParamNames(prefix);
  const sortParam = search.get(names.sort);
  const filter: Record<string, string> = {};
  for (const [key, value] of search) {
    if (!key.startsWith(names.filter) || !key.endsWith(']')) continue;
    const field = key.slice(names.filter.length, -1);
    if (FILTER_FIELD.test(field) && value !== '') filter[field] = value;
  }
  return {
    page: positive(search.get(names.page), 1_000_000) ?? 1,
    count: positive(search.get(names.count), LOOKUP_PER_PAGE) ?? defaults.count,
    sort: sortParam === null ? defaults.sort : SORT.test(sortParam) ? sortParam : undefined,
    filter,
  };
};

/**
 * The address with this list's state written in: its old keys go, values equal to the default
 * are left out (page 1 is the bare list), every other parameter (a tab, an open record) stays.
 */
export const writeListState = (search: URLSearchParams, state: ListUrlState, defaults: ListUrlDefaults, prefix = '') => {
  const names = listParamNames(prefix);
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    if (key === names.page || key === names.count || key === names.sort || key.startsWith(names.filter)) continue;
    next.append(key, value);
  }
  if (state.page !== 1) next.set(names.page, String(state.page));
  if (state.count !== defaults.count) next.set(names.count, String(state.count));
  if (state.sort !== defaults.sort) next.set(names.sort, state.sort ?? '');
  for (const [field, value] of Object.entries(state.filter).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== '') next.set(`${names.filter}${field}]`, value);
  }
  return next;
};

/** `?a=1&filter[username]=ivan`: brackets left readable, as people type and share them. */
export const searchString = (search: URLSearchParams) => {
  const text = search.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return text ? `?${text}` : '';
};

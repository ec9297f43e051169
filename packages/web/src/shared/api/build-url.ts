import { INNER_API_BASE } from '@paydesk/contract';

const fillPath = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });

/** `filter: { type: 'trader' }` becomes `filter[type]=trader`, the list protocol's form. */
const appendQuery = (search: URLSearchParams, key: string, value: unknown) => {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    value.forEach((item) => appendQuery(search, key, item));
    return;
  }
  if (typeof value === 'object') {
    Object.entries(value).forEach(([name, nested]) => appendQuery(search, `${key}[${name}]`, nested));
    return;
  }
  search.append(key, String(value));
};

export const buildUrl = (path: string, params?: Record<string, unknown>, query?: Record<string, unknown>) => {
  const search = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => appendQuery(search, key, value));
  const queryString = search.toString();
  return `${INNER_API_BASE}${fillPath(path, params)}${queryString ? `?${queryString}` : ''}`;
};

/**
 * Keys that would reach `Object.prototype` (or a constructor's) if written into an ordinary
 * object. They are never a field of the product, so a request carrying one is refused.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses a query string, turning `filter[field]=value` into `{ filter: { field: value } }` (one
 * level, as the list protocol uses). A repeated plain key keeps its last value. Every object is
 * built without a prototype, so no key, however named, can write into `Object.prototype`.
 */
export const parseQueryString = (text: string): Record<string, unknown> => {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = key.match(/^([a-z_]+)\[([A-Za-z0-9_.]+)\]$/);
    if (!nested) {
      out[key] = value;
      continue;
    }
    const [, group, field] = nested as unknown as [string, string, string];
    const current = out[group];
    const bucket = isRecord(current) ? current : (Object.create(null) as Record<string, unknown>);
    bucket[field] = value;
    out[group] = bucket;
  }
  return out;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// `constructor[prototype][x]` or `a.__proto__` is the same attack written for another parser.
const namesForbidden = (key: string) => key.split(/[[\].]/).some((segment) => FORBIDDEN_KEYS.has(segment));

/** The path of the first forbidden key anywhere in a parsed query or JSON body, or null. */
export const findForbiddenKey = (value: unknown, path: string[] = []): string | null => {
  if (!isRecord(value)) return null;
  for (const key of Object.keys(value)) {
    if (namesForbidden(key)) return [...path, key].join('.');
    const inner = findForbiddenKey(value[key], [...path, key]);
    if (inner) return inner;
  }
  return null;
};

import type { z } from 'zod';

/**
 * Hostile values derived from a route's own zod schema: a plausible baseline (so a request gets
 * past the first check and reaches the rules and the database), then each field in turn replaced
 * by values that broke servers before — out-of-range numbers and amounts, NUL bytes, lone
 * surrogates, impossible dates, malformed ids, huge strings and lists.
 */
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

// Schemas that only wrap another: optional, nullable, default and the like.
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

export const SAMPLE_ID = '01900000-0000-7000-8000-000000000000';

export const HOSTILE_STRINGS: readonly unknown[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '-'.repeat(36),
  'x'.repeat(5000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '10000-01-01',
  '+275760-09-13',
  '99999999999999',
  '999999999999999999',
  '9223372036854.775808',
  '-1',
  '1e400',
  'NaN',
  '%00',
  '../../etc/passwd',
  '１２３',
  12,
  null,
  true,
  [],
  {},
];

const HOSTILE_NUMBERS: readonly unknown[] = [-1, 0, 1e308, 2 ** 63, 1.5, '99999999999999', '1e400', null, 'x', [], {}];

// Values that pass many leaf schemas: the first one a field's own schema accepts is its baseline.
const CANDIDATES: readonly unknown[] = [
  '1',
  'abcdefgh1',
  SAMPLE_ID,
  'a@example.com',
  'RUB',
  'USDT',
  'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh',
  1,
  true,
];
const accepts = (schema: unknown, value: unknown) => (schema as z.ZodType).safeParse(value).success;

/** A value the schema most likely accepts. */
export const plausible = (schema: unknown): unknown => {
  const def = defOf(schema);
  if (def.type !== 'object' && def.type !== 'array') {
    const found = CANDIDATES.find((candidate) => accepts(schema, candidate));
    if (found !== undefined) return found;
  }
  if (WRAPPERS.has(def.type)) return plausible(def.innerType);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, plausible(inner)]));
    }
    case 'pipe':
      return defOf(def.in).type === 'transform' ? plausible(def.out) : plausible(def.in);
    case 'union':
      return plausible((def.options as unknown[])[0]);
    case 'string':
      return def.format === 'uuid' || def.format === 'guid' ? SAMPLE_ID : def.format === 'email' ? 'a@example.com' : 'abcdefgh1';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [plausible(def.element)];
    case 'record':
      return {};
    default:
      return 'abcdefgh1';
  }
};

const leafValues = (schema: unknown): readonly unknown[] => {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return leafValues(def.innerType);
  switch (def.type) {
    case 'pipe':
      return leafValues(defOf(def.in).type === 'transform' ? def.out : def.in);
    case 'number':
    case 'int':
      return HOSTILE_NUMBERS;
    case 'array':
      return [[], Array.from({ length: 5000 }, () => plausible(def.element)), [...HOSTILE_STRINGS.slice(0, 5)]];
    default:
      return HOSTILE_STRINGS;
  }
};

/** The object schema behind wrappers, if any. */
const objectShape = (schema: unknown): Record<string, unknown> | null => {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (WRAPPERS.has(def.type)) return objectShape(def.innerType);
  if (def.type === 'pipe') return objectShape(def.in) ?? objectShape(def.out);
  return null;
};

/**
 * Every input to try: the baseline with one field (at any depth of nested objects and the first
 * element of lists) replaced by each hostile value, plus an object with thousands of unknown keys.
 */
export const hostileInputs = (schema: unknown): Record<string, unknown>[] => {
  const base = plausible(schema) as Record<string, unknown>;
  const out: Record<string, unknown>[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    const shape = objectShape(node);
    if (shape) {
      for (const [key, inner] of Object.entries(shape)) walk(inner, [...path, key]);
      return;
    }
    const def = defOf(node);
    const inner = WRAPPERS.has(def.type) ? defOf(def.innerType) : def;
    if (inner.type === 'array' && objectShape(inner.element)) walk(inner.element, [...path, 0]);
    for (const value of leafValues(node)) out.push(setAt(base, path, value));
  };
  walk(schema, []);
  out.push({ ...base, ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`extra_${i}`, 'x'])) });
  return out;
};

const setAt = (base: unknown, path: (string | number)[], value: unknown): Record<string, unknown> => {
  const copy = structuredClone(base) as Record<string, unknown>;
  if (path.length === 0) return copy;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
};

export type ZodSchema = z.ZodType;

import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { findForbiddenKey } from './query-string';

// A NUL byte cannot be stored in PostgreSQL text; a lone surrogate is not text at all.
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what is looked for
const UNSTORABLE = /[\u0000]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No request of the product nests deeper than this; a deeper one is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/** True when the value nests objects or arrays deeper than `max`; walked without recursion, so any depth is safe to ask. */
export const nestedDeeperThan = (value: unknown, max: number) => {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Object.values(current)) stack.push([inner, depth + 1]);
  }
  return false;
};

/** The path of the first string (value or key) that no text column can hold, or null. */
export const findUnstorableText = (value: unknown, path: string[] = []): string | null => {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, 'key'].join('.');
    const found = findUnstorableText(inner, [...path, key]);
    if (found) return found;
  }
  return null;
};

/**
 * Refuses a request whose query or body names `__proto__`, `constructor` or `prototype` at any
 * depth: no field of the product is called so, and such a key is how prototype pollution starts.
 * The JSON parser already refuses `__proto__` and `constructor.prototype`; this covers the rest.
 * Text that no column can store (a NUL byte, a lone surrogate) is refused here too, once for
 * every route, rather than failing deep in the database.
 */
/** Longer addresses are refused before the router looks at them: no route of the product needs one. */
export const MAX_URL_LENGTH = 4096;

export const registerInputGuard = (app: FastifyInstance) => {
  app.addHook('onRequest', async (req) => {
    if (req.url.length > MAX_URL_LENGTH) throw new AppError('uri_too_long');
  });

  app.addHook('preValidation', async (req) => {
    for (const [name, part] of [
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      if (nestedDeeperThan(part, MAX_INPUT_DEPTH))
        throw new AppError('validation', {}, { [name]: { key: 'too_deep', params: { max: MAX_INPUT_DEPTH } } });
    }
    for (const part of [req.query, req.body]) {
      const path = findForbiddenKey(part);
      if (path) throw new AppError('validation', {}, { [path]: { key: 'unknown_field' } });
    }
    for (const part of [req.params, req.query, req.body]) {
      const path = findUnstorableText(part);
      if (path) throw new AppError('validation', {}, { [path]: { key: 'text_characters' } });
    }
  });
};

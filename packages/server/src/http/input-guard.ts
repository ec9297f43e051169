import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { findForbiddenKey } from './query-string';

/**
 * Refuses a request whose query or body names `__proto__`, `constructor` or `prototype` at any
 * depth: no field of the product is called so, and such a key is how prototype pollution starts.
 * The JSON parser already refuses `__proto__` and `constructor.prototype`; this covers the rest.
 */
export const registerInputGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.query, req.body]) {
      const path = findForbiddenKey(part);
      if (path) throw new AppError('validation', {}, { [path]: { key: 'unknown_field' } });
    }
  });
};

import { MERCHANT_API_BASE, merchantApiAccess } from '@paydesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ConfigSnapshot } from '../db/config-snapshot';
import { AppError } from './app-error';
import { createMerchantAuth, type MerchantCredentials } from './merchant-auth';
import { parseWith } from './validation';

type MerchantRouteDef = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** A larger body than the default for this call alone, in bytes: evidence files. */
  readonly bodyLimit?: number;
  readonly response: z.ZodType;
};
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type MerchantRouteContext<R extends MerchantRouteDef> = {
  req: FastifyRequest;
  reply: FastifyReply;
  merchantId: string;
  configuration: ConfigSnapshot;
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
};

const checkResponses = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/** Calls per second per API key, and calls one process works on at once. */
export type MerchantApiLimits = { perSecond: number; maxInFlight: number };

/**
 * Sheds load instead of queueing it: past `maxInFlight` calls being worked on, a call is refused
 * before its body is read (503 `overloaded`, `Retry-After: 1`), so that the calls accepted keep
 * their latency and a merchant learns at once to come back, instead of waiting seconds in a queue.
 */
const inFlightLimit = (maxInFlight: number) => {
  let inFlight = 0;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (inFlight >= maxInFlight) {
      void reply.header('retry-after', '1');
      throw new AppError('overloaded');
    }
    inFlight += 1;
    // 'close' comes once whether the answer was sent or the caller went away.
    reply.raw.once('close', () => (inFlight -= 1));
  };
};

/**
 * One in-flight count and one authentication (its rate budgets) per server, whichever module
 * registers merchant routes: the orders' and the webhooks' calls share them.
 */
const hooksOfApp = new WeakMap<
  FastifyInstance,
  { inFlight: ReturnType<typeof inFlightLimit>; auth: ReturnType<typeof createMerchantAuth> }
>();
const sharedHooks = (app: FastifyInstance, credentials: MerchantCredentials, limits: MerchantApiLimits) => {
  let hooks = hooksOfApp.get(app);
  if (!hooks) {
    hooks = { inFlight: inFlightLimit(limits.maxInFlight), auth: createMerchantAuth(credentials, limits.perSecond) };
    hooksOfApp.set(app, hooks);
  }
  return hooks;
};

/**
 * The merchant API, `/api/v1/`, in its own scope: JSON bodies are kept as the raw text that was
 * signed, every call is authenticated before its handler, and answers are `{ data }`.
 */
export const registerMerchantApi = async (
  app: FastifyInstance,
  credentials: MerchantCredentials,
  limits: MerchantApiLimits,
  routes: (route: <R extends MerchantRouteDef>(def: R, handler: (ctx: MerchantRouteContext<R>) => Promise<unknown>) => void) => void,
) => {
  await app.register(
    async (scope) => {
      scope.decorateRequest('merchantId', null);
      scope.decorateRequest('configuration', null);
      scope.decorateRequest('rawBody', undefined);
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
        req.rawBody = body as string;
        if ((body as string).length === 0) return done(null, undefined);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          const error = new Error('The body is not valid JSON') as Error & { statusCode: number };
          error.statusCode = 400;
          done(error, undefined);
        }
      });
      const shared = sharedHooks(app, credentials, limits);
      scope.addHook('onRequest', shared.inFlight);
      scope.addHook('preHandler', shared.auth);
      routes((def, handler) => {
        scope.route({
          method: def.method,
          url: def.path,
          ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
          config: { access: merchantApiAccess, csrf: false },
          handler: async (req, reply) => {
            const ctx = {
              req,
              reply,
              merchantId: req.merchantId!,
              configuration: req.configuration!,
              body: def.body ? parseWith(def.body, req.body ?? {}, 'body') : undefined,
              query: def.query ? parseWith(def.query, req.query, 'query') : undefined,
              params: def.params ? parseWith(def.params, req.params, 'params') : undefined,
            } as MerchantRouteContext<typeof def>;
            const answer = await handler(ctx);
            return answer;
          },
        });
      });
    },
    { prefix: MERCHANT_API_BASE },
  );
};

/** Checks an answer's data against the contract in tests, as inner routes do. */
export const checked = <T>(schema: z.ZodType, data: T) => {
  if (checkResponses) schema.parse(data);
  return { data };
};

import { MERCHANT_API_BASE, merchantApiAccess } from '@paydesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createMerchantAuth, type MerchantCredentials } from './merchant-auth';
import { parseWith } from './validation';

type MerchantRouteDef = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly response: z.ZodType;
};
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type MerchantRouteContext<R extends MerchantRouteDef> = {
  req: FastifyRequest;
  reply: FastifyReply;
  merchantId: string;
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
};

const checkResponses = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/**
 * The merchant API, `/api/v1/`, in its own scope: JSON bodies are kept as the raw text that was
 * signed, every call is authenticated before its handler, and answers are `{ data }`.
 */
export const registerMerchantApi = async (
  app: FastifyInstance,
  credentials: MerchantCredentials,
  perSecond: number,
  routes: (route: <R extends MerchantRouteDef>(def: R, handler: (ctx: MerchantRouteContext<R>) => Promise<unknown>) => void) => void,
) => {
  await app.register(
    async (scope) => {
      scope.decorateRequest('merchantId', null);
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
      scope.addHook('preHandler', createMerchantAuth(credentials, perSecond));
      routes((def, handler) => {
        scope.route({
          method: def.method,
          url: def.path,
          config: { access: merchantApiAccess, csrf: false },
          handler: async (req, reply) => {
            const ctx = {
              req,
              reply,
              merchantId: req.merchantId!,
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

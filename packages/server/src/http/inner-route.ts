import { INNER_API_BASE, isStateChanging, type RouteDef, type ResponseOf } from '@paydesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Localized, type RequestContext, type SessionAuth, sessionContext } from './request-context';
import { parseWith } from './validation';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<R extends RouteDef> = {
  req: FastifyRequest;
  reply: FastifyReply;
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  /** Present on every route that needs a session; the access hook has already checked it. */
  auth: R['access'] extends { kind: 'session' } ? SessionAuth : SessionAuth | null;
  /** The caller and their language, as services take them; on a public route only the language. */
  context: R['access'] extends { kind: 'session' } ? RequestContext : Localized;
};

const contextOf = (req: FastifyRequest): RequestContext | Localized => {
  if (!req.auth) return { lang: req.lang };
  return sessionContext(req.auth, req.lang, req.ip ?? null);
};

// Responses are checked against the contract in tests, so a drift between the two fails loudly.
const checkResponses = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/** Registers one contract route: access declared, input parsed, answer wrapped in `data`. */
export const innerRoute = <R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (ctx: RouteContext<R>) => Promise<ResponseOf<R>>,
) => {
  app.route({
    method: route.method,
    url: INNER_API_BASE + route.path,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    config: {
      access: route.access,
      csrf: isStateChanging(route.method),
      beforeTwoFactor: route.beforeTwoFactor === true,
      owner: route.owner,
    },
    handler: async (req, reply) => {
      const params = route.params ? parseWith(route.params, req.params, 'params') : undefined;
      const owner = route.owner;
      if (owner && req.auth && (!owner.roles || owner.roles.includes(req.auth.user.type))) {
        await app.ownership.assert(owner.resource, (params as Record<string, string>)[owner.param]!, req.auth.user.id);
      }
      const ctx = {
        req,
        reply,
        body: route.body ? parseWith(route.body, req.body ?? {}, 'body') : undefined,
        query: route.query ? parseWith(route.query, req.query, 'query') : undefined,
        params,
        auth: req.auth,
        context: contextOf(req),
      } as RouteContext<R>;
      const data = await handler(ctx);
      if (checkResponses) route.response.parse(data);
      return { data };
    },
  });
};

export const OK = { success: true } as const;

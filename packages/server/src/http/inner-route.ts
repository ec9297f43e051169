import { INNER_API_BASE, isStateChanging, type ListAnswer, type RouteDef, type ResponseOf } from '@paydesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendListCsv } from './list-export';
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

/** The route's declaration as fastify takes it: where, how large a body, who may call. */
const routeOptions = (route: RouteDef) => ({
  method: route.method,
  url: INNER_API_BASE + route.path,
  ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
  config: {
    access: route.access,
    csrf: isStateChanging(route.method),
    beforeTwoFactor: route.beforeTwoFactor === true,
    owner: route.owner,
  },
});

/** The handler's view of a request: its input parsed by the contract, the owner rule checked. */
const contextFor = async <R extends RouteDef>(app: FastifyInstance, route: R, req: FastifyRequest, reply: FastifyReply) => {
  const params = route.params ? parseWith(route.params, req.params, 'params') : undefined;
  const owner = route.owner;
  if (owner && req.auth && (!owner.roles || owner.roles.includes(req.auth.user.type))) {
    await app.ownership.assert(owner.resource, (params as Record<string, string>)[owner.param]!, req.auth.user.id);
  }
  return {
    req,
    reply,
    body: route.body ? parseWith(route.body, req.body ?? {}, 'body') : undefined,
    query: route.query ? parseWith(route.query, req.query, 'query') : undefined,
    params,
    auth: req.auth,
    context: contextOf(req),
  } as RouteContext<R>;
};

/** The item schema of a list route (one answering `{ items, context }`), else null. */
const listItemOf = (route: RouteDef): z.ZodType | null => {
  const shape = (route.response as { shape?: Record<string, { element?: z.ZodType }> }).shape;
  return shape?.items?.element && shape.context ? shape.items.element : null;
};

/**
 * Registers one contract route: access declared, input parsed, answer wrapped in `data`. A list
 * asked for `format=csv` answers every matching row as a CSV file instead (see `sendListCsv`).
 */
export const innerRoute = <R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (ctx: RouteContext<R>) => Promise<ResponseOf<R>>,
) => {
  const item = listItemOf(route);
  app.route({
    ...routeOptions(route),
    handler: async (req, reply) => {
      const ctx = await contextFor(app, route, req, reply);
      if (item && (ctx.query as { format?: string } | undefined)?.format === 'csv')
        return sendListCsv(reply, { path: route.path, item }, req.lang, () => handler(ctx) as Promise<ListAnswer<unknown>>);
      const data = await handler(ctx);
      if (checkResponses) route.response.parse(data);
      return { data };
    },
  });
};

/** A stored file a route answers with: its bytes, type and name. */
export type FileAnswer = { bytes: Buffer; contentType: string; name: string };

/**
 * Registers a contract route that answers a file's bytes instead of JSON, declared and checked like
 * any other. Never sniffed by the browser; a pdf is downloaded, an image may be shown inline.
 */
export const innerFileRoute = <R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (ctx: RouteContext<R>) => Promise<FileAnswer>,
) => {
  app.route({
    ...routeOptions(route),
    handler: async (req, reply) => {
      const file = await handler(await contextFor(app, route, req, reply));
      const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header(
          'content-disposition',
          `${disposition}; filename="${file.name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(file.bytes);
    },
  });
};

export const OK = { success: true } as const;

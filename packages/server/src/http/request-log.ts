import proxyAddr from '@fastify/proxy-addr';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import { currentRequestId, isRequestId, newRequestId, withRequestId } from '../shared/request-trace';

const REQUEST_ID_HEADER = 'x-request-id';

/**
 * One line per request, when it is answered: who (the session's user or the merchant, bound by
 * the hooks that know them), the route as declared, the status and the time. Health checks,
 * metrics and the web app's files are not logged unless they fail.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (request.routeOptions.config?.quiet && !error && reply.statusCode < 500) return;
    // `req` goes through the logger's serializer: method, the address with its codes redacted, the client's address.
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      route: `${request.method} ${request.routeOptions.url ?? '(unmatched)'}`,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Whether the peer of this connection is a proxy we trust to say who the client is (TRUST_PROXY). */
const trustsPeer = (trust: Config['trustProxy']): ((req: IncomingMessage) => boolean) => {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(trust.split(','));
  return (req) => trusted(req.socket.remoteAddress ?? '', 0);
};

/**
 * Fastify's request id: the trusted proxy's `X-Request-Id` (so one id follows a call from the
 * edge through every process), or a new one. A client reaching us directly cannot pick it.
 */
export const requestIdOptions = (trust: Config['trustProxy']) => {
  const trusted = trustsPeer(trust);
  return {
    genReqId: (req: IncomingMessage) => {
      const given = req.headers[REQUEST_ID_HEADER];
      return isRequestId(given) && trusted(req) ? given : newRequestId();
    },
  };
};

/** Adds the request's id to every line logged while the request's work runs, jobs and webhooks it causes included. */
export const requestIdMixin = (_merge: object, _level: number, logger?: { bindings?: () => Record<string, unknown> }) => {
  const requestId = currentRequestId();
  // A request's own logger is already bound to its id.
  if (!requestId || logger?.bindings?.().reqId !== undefined) return {};
  return { reqId: requestId };
};

/** Returns the id in the answer and runs the rest of the request inside its trace. */
export const registerRequestTrace = (app: FastifyInstance) => {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    withRequestId(req.id, done);
  });
};

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_DOCS_NONCE, API_DOCS_PREFIX } from './api-docs';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine injects its CSS variables in style tags.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The API reference page starts its renderer with one inline script, allowed by its nonce alone.
const DOCS_CSP = CSP.replace("script-src 'self'", `script-src 'self' 'nonce-${API_DOCS_NONCE}'`);

/** The headers every answer carries; also applied to answers the router gives before any hook. */
export const applySecurityHeaders = (req: FastifyRequest, reply: FastifyReply, noStore: boolean) => {
  reply.header('content-security-policy', req.url.startsWith(API_DOCS_PREFIX) ? DOCS_CSP : CSP);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (noStore) reply.header('cache-control', 'no-store');
  if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
};

export const registerSecurityHeaders = (app: FastifyInstance) => {
  // Answers of the API are personal and fresh: no browser or proxy may keep them.
  app.addHook('onSend', async (req, reply) =>
    applySecurityHeaders(req, reply, req.url.startsWith('/api/') || req.routeOptions.url?.startsWith('/api/') === true),
  );
};

import type { FastifyInstance } from 'fastify';

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

export const registerSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply) => {
    reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    // Answers of the API are personal and fresh: no browser or proxy may keep them.
    if (req.url.startsWith('/api/') || req.routeOptions.url?.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
  });
};

import { createServer, type Server } from 'node:http';
import { opsApi, publicAccess } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { safeEqual } from '../../shared/crypto';
import type { createHealth } from './health.service';
import type { Metrics } from './metrics';

type Health = ReturnType<typeof createHealth>;

/** Polled every second by balancers and scraped by Prometheus: never a log line per call. */
const quiet = { access: publicAccess, quiet: true } as const;

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';

export const registerOpsRoutes = (app: FastifyInstance, health: Health, metrics: Metrics, options: { token: string | null }) => {
  app.get(opsApi.live.path, { config: quiet }, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(opsApi.ready.path, { config: quiet }, async (_req, reply) => {
    const answer = await health.ready();
    return reply
      .code(answer.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });

  // On the main port the metrics need their token; without one set they are not served there.
  app.get(opsApi.metrics.path, { config: quiet }, async (req, reply) => {
    if (!options.token) throw new AppError('not_found');
    if (!safeEqual(bearer(req.headers.authorization), options.token)) throw new AppError('metrics_token_required');
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
};

/**
 * The metrics on a port of their own (METRICS_PORT), for a network only Prometheus reaches:
 * `/metrics` alone, with the token when one is set.
 */
export const startMetricsServer = async (metrics: Metrics, options: { port: number; host: string; token: string | null }) => {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== opsApi.metrics.path) return void res.writeHead(404).end();
    if (options.token && !safeEqual(bearer(req.headers.authorization), options.token)) return void res.writeHead(401).end();
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, options.host, resolve));
  return { server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { publicAccess } from '@paydesk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error';
import { sendError } from './error-handler';

/**
 * Serves the built web app: hashed assets cached for a year, everything else falls back to
 * index.html so that history-mode routes load the app. Unknown API paths answer JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string) => {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);

  if (hasWeb) {
    await app.register(async (scope) => {
      // The static files are public by declaration, like every route.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), access: publicAccess };
      });
      await scope.register(fastifyStatic, {
        root: webDist,
        index: false,
        // The build writes .br and .gz beside each asset: sent as the browser accepts, never recompressed.
        preCompressed: true,
        // API and websocket addresses are never files: they fall through to the JSON 404.
        allowedPath: (pathName) => !pathName.startsWith('/api/') && !pathName.startsWith('/ws'),
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexFile));
  if (hasWeb) app.get('/', { config: { access: publicAccess } }, (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler((req, reply) => {
    const wantsApp = req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/ws');
    if (hasWeb && wantsApp) return sendIndex(reply);
    return reply.status(404).send(sendError(req, new AppError('not_found')));
  });
};

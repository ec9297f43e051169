import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COLOR_SCHEME_KEY, CURRENT_USER_ELEMENT_ID, publicAccess } from '@paydesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { sendError } from './error-handler';

/** JSON that can sit inside a `<script>` element: nothing in it can close the element or open a comment. */
export const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The back-office header index.html draws before any script runs. */
const BOOT_FRAME = /<!-- boot-frame[\s\S]*?<!-- \/boot-frame -->/;

export type WebAppOptions = {
  /** The user signed in by this request's cookie, as `GET /user/current` answers it, or null. */
  currentUser?: (req: FastifyRequest) => Promise<unknown>;
};

/**
 * Serves the built web app: hashed assets cached for a year, everything else falls back to
 * index.html so that history-mode routes load the app. Unknown API paths answer JSON 404.
 * A signed-in visit gets its user inside the page: on a phone that is a round trip fewer before
 * the first screen, and its data is asked for as soon as the first script runs.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string, options: WebAppOptions = {}) => {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const indexHtml = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';

  if (hasWeb) {
    await app.register(async (scope) => {
      // The static files are public by declaration, like every route.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), access: publicAccess, quiet: true };
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

  const userOf = async (req: FastifyRequest) => {
    try {
      return (await options.currentUser?.(req)) ?? null;
    } catch (error) {
      // The page still loads; the app asks for the user itself and shows what went wrong.
      req.log.warn({ err: error }, 'current user for the page failed');
      return null;
    }
  };
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await userOf(req);
    // The customer's payment page is not the back-office: it starts blank, without its header.
    let html = req.url.startsWith('/pay/') ? indexHtml.replace(BOOT_FRAME, '') : indexHtml;
    // The first frame in the user's theme, before any script has read their choice.
    const scheme = req.cookies[COLOR_SCHEME_KEY];
    if (scheme === 'light' || scheme === 'dark') html = html.replace('<html ', `<html data-mantine-color-scheme="${scheme}" `);
    if (user) {
      html = html.replace(
        '</head>',
        `<script type="application/json" id="${CURRENT_USER_ELEMENT_ID}">${jsonForHtml(user)}</script></head>`,
      );
    }
    // A page carrying who is signed in (their websocket token among it) is never kept, not even by
    // this browser; a visitor's page is this browser's only, and asked for again every time.
    return reply
      .header('cache-control', user ? 'no-store' : 'private, no-cache')
      .header('vary', 'cookie')
      .type('text/html')
      .send(html);
  };
  if (hasWeb) app.get('/', { config: { access: publicAccess } }, sendIndex);

  app.setNotFoundHandler((req, reply) => {
    const wantsApp = req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/ws');
    if (hasWeb && wantsApp) return sendIndex(req, reply);
    return reply.status(404).send(sendError(req, new AppError('not_found')));
  });
};

import { randomBytes } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import { publicAccess } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';

export const API_DOCS_PREFIX = '/api/docs';
export const OPENAPI_URL = '/api/openapi.json';

/** The docs page's inline script runs under this nonce; nothing else on the page may run inline code. */
export const API_DOCS_NONCE = randomBytes(16).toString('base64');

/**
 * The merchant API's reference: the OpenAPI document at /api/openapi.json and a readable page at
 * /api/docs, both served by the app itself (the page's script ships in the package, no CDN).
 */
export const registerApiDocs = async (app: FastifyInstance, document: () => unknown) => {
  let cached: unknown = null;
  app.get(OPENAPI_URL, { config: { access: publicAccess } }, async () => (cached ??= document()));
  await app.register(async (scope) => {
    // The plugin's routes are public, like the document they show.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: publicAccess };
    });
    await scope.register(scalar, {
      routePrefix: API_DOCS_PREFIX,
      // System fonts: the default ones would come from the vendor's font server.
      configuration: {
        url: OPENAPI_URL,
        pageTitle: 'Paydesk merchant API',
        nonce: API_DOCS_NONCE,
        withDefaultFonts: false,
        showDeveloperTools: 'never',
        agent: { disabled: true },
      },
    });
  });
};

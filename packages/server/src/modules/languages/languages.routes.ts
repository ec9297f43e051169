import { innerApi, LANGUAGES } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import { messages } from '../../http/messages';

export const registerLanguageRoutes = (app: FastifyInstance) => {
  innerRoute(app, innerApi.languages.list, async ({ context }) =>
    LANGUAGES.map((code) => ({ code, title: messages(context.lang).languages[code] })),
  );
};

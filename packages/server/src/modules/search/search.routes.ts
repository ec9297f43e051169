import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { SearchService } from './search.service';

export const registerSearchRoutes = (app: FastifyInstance, search: SearchService) => {
  innerRoute(app, innerApi.search.search, async ({ query, auth }) => search.search(query.q, auth.user));
};

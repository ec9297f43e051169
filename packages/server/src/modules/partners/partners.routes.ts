import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { PartnersService } from './partners.service';

const routes = innerApi.partners;

export const registerPartnerRoutes = (app: FastifyInstance, partners: PartnersService) => {
  innerRoute(app, routes.list, async () => partners.list());
  innerRoute(app, routes.details, async ({ params }) => partners.details(params.slug));
  innerRoute(app, routes.balanceLog, async ({ params, query, context }) => partners.balanceLog(params.slug, query, context));
  innerRoute(app, routes.create, async ({ body, context }) => partners.create(body, context));
  innerRoute(app, routes.testConnection, async ({ params, context }) => partners.testConnection(params.slug, context));
};

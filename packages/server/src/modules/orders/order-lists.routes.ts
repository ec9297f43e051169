import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { OrderListsService } from './order-lists.service';

const routes = innerApi.orders;

/** `GET /{role}/order`, an order's details and the unprocessed orders; the service scopes each read to the caller. */
export const registerOrderListRoutes = (app: FastifyInstance, lists: OrderListsService) => {
  for (const route of [routes.list, routes.merchantList, routes.traderList, routes.partnerList]) {
    innerRoute(app, route, async ({ query, context }) => lists.list(query, context));
  }
  innerRoute(app, routes.details, async ({ params, context }) => lists.details(params.id, context));
  innerRoute(app, routes.unprocessed, async ({ query, context }) => lists.unprocessed(query, context));
  innerRoute(app, routes.unprocessedDetails, async ({ params, context }) => lists.unprocessedDetails(params.id, context));
};

import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { WebhooksService } from './webhooks.service';

const routes = innerApi.webhooks;

export const registerWebhookRoutes = (app: FastifyInstance, webhooks: WebhooksService) => {
  innerRoute(app, routes.deliveries, async ({ query, context }) => webhooks.list(query, context));
  innerRoute(app, routes.orderDeliveries, async ({ params, context }) => webhooks.orderDeliveries(params.id, context));
  innerRoute(app, routes.resendOrder, async ({ params, context }) => webhooks.resendOrder(params.id, context));
  innerRoute(app, routes.sendAgain, async ({ params, context }) => webhooks.sendAgain(params.id, context));
  innerRoute(app, routes.sendTest, async ({ context }) => webhooks.sendTest(context));
  innerRoute(app, routes.endpoint, async ({ context }) => webhooks.endpoint(context));
  innerRoute(app, routes.resumeEndpoint, async ({ context }) => webhooks.resumeEndpoint(context));
};

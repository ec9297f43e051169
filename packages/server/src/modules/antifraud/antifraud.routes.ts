import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { AntiFraudService } from './antifraud.service';

const routes = innerApi.antiFraud;

export const registerAntiFraudRoutes = (app: FastifyInstance, antiFraud: AntiFraudService) => {
  innerRoute(app, routes.settings, async () => antiFraud.settings());
  innerRoute(app, routes.saveSettings, async ({ body, context }) => antiFraud.saveSettings(body, context));
  innerRoute(app, routes.list, async ({ query, context }) => antiFraud.list(query, context.lang));
  innerRoute(app, routes.release, async ({ params, context }) => antiFraud.release(params.guid, context));
  innerRoute(app, routes.checkReceipt, async ({ body, context }) => antiFraud.checkReceipt(body, context.lang));
};

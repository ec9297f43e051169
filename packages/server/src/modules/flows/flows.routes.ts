import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { RatesService } from '../rates/rates.service';
import type { FlowsService } from './flows.service';

const routes = innerApi.flows;

export const registerFlowRoutes = (app: FastifyInstance, flows: FlowsService, rates: RatesService) => {
  innerRoute(app, routes.list, async ({ query, context }) => flows.list(query, context));
  innerRoute(app, routes.rateSources, async ({ query, context }) =>
    rates.options(query.fiat_currency, query.crypto_currency, context.lang),
  );
  innerRoute(app, routes.details, async ({ params, context }) => flows.details(params.id, context));
  innerRoute(app, routes.create, async ({ body, context }) => flows.create(body, context));
  innerRoute(app, routes.update, async ({ params, body, context }) => flows.update(params.id, body, context));
  innerRoute(app, routes.remove, async ({ params, context }) => {
    await flows.remove(params.id, context);
    return OK;
  });
  innerRoute(app, routes.addExecutor, async ({ params, body, context }) =>
    flows.addExecutor(params.id, body.executor_type, body.executor_id, context),
  );
  innerRoute(app, routes.removeExecutor, async ({ params, context }) => flows.removeExecutor(params.id, params.executorId, context));
  innerRoute(app, routes.setPriority, async ({ params, body, context }) =>
    flows.setPriority(params.id, params.executorId, body.priority, context),
  );
  innerRoute(app, routes.setFees, async ({ params, body, context }) => flows.setFees(params.id, params.executorId, body.fees, context));
  innerRoute(app, routes.addMerchant, async ({ params, context }) => flows.addMerchant(params.id, params.merchantId, context));
  innerRoute(app, routes.removeMerchant, async ({ params, context }) => flows.removeMerchant(params.id, params.merchantId, context));
  innerRoute(app, routes.setRateSource, async ({ params, body, context }) => flows.setRateSource(params.id, body, context));
};

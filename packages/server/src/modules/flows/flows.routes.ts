import { innerApi } from '@paydesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { RatesService } from '../rates/rates.service';
import type { FlowsService } from './flows.service';

const routes = innerApi.flows;
const actorOf = (req: FastifyRequest) => ({ id: req.auth!.user.id, ip: req.ip ?? null });

export const registerFlowRoutes = (app: FastifyInstance, flows: FlowsService, rates: RatesService) => {
  innerRoute(app, routes.list, async ({ req, query }) => flows.list(query, req.lang));
  innerRoute(app, routes.rateSources, async ({ req, query }) => rates.options(query.fiat_currency, query.crypto_currency, req.lang));
  innerRoute(app, routes.details, async ({ req, params }) => flows.details(params.id, req.lang));
  innerRoute(app, routes.create, async ({ req, body }) => flows.create(body, actorOf(req), req.lang));
  innerRoute(app, routes.remove, async ({ req, params }) => {
    await flows.remove(params.id, actorOf(req));
    return OK;
  });
  innerRoute(app, routes.addExecutor, async ({ req, params, body }) =>
    flows.addExecutor(params.id, body.executor_type, body.executor_id, actorOf(req), req.lang),
  );
  innerRoute(app, routes.removeExecutor, async ({ req, params }) =>
    flows.removeExecutor(params.id, params.executorId, actorOf(req), req.lang),
  );
  innerRoute(app, routes.setPriority, async ({ req, params, body }) =>
    flows.setPriority(params.id, params.executorId, body.priority, actorOf(req), req.lang),
  );
  innerRoute(app, routes.setFees, async ({ req, params, body }) =>
    flows.setFees(params.id, params.executorId, body.fees, actorOf(req), req.lang),
  );
  innerRoute(app, routes.addMerchant, async ({ req, params }) => flows.addMerchant(params.id, params.merchantId, actorOf(req), req.lang));
  innerRoute(app, routes.removeMerchant, async ({ req, params }) =>
    flows.removeMerchant(params.id, params.merchantId, actorOf(req), req.lang),
  );
  innerRoute(app, routes.setRateSource, async ({ req, params, body }) => flows.setRateSource(params.id, body, actorOf(req), req.lang));
};

import { innerApi, merchantApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import { checked, registerMerchantApi, type MerchantApiLimits } from '../../http/merchant-route';
import type { MerchantCredentials } from '../../http/merchant-auth';
import type { OrdersService } from './orders.service';

const routes = innerApi.orders;

export const registerOrderRoutes = async (
  app: FastifyInstance,
  orders: OrdersService,
  credentials: MerchantCredentials,
  limits: MerchantApiLimits,
) => {
  app.ownership.register('order', orders.traderOf);
  innerRoute(app, routes.confirmPaid, async ({ params, body, context }) => {
    await orders.confirmPaid(params.id, body, context);
    return OK;
  });
  innerRoute(app, routes.cancel, async ({ params, body, context }) => {
    await orders.cancelByAdmin(params.id, body.reason, context);
    return OK;
  });
  innerRoute(app, routes.directions, async ({ query, context }) => orders.directions.list(query, context));

  await registerMerchantApi(app, credentials, limits, (route) => {
    route(merchantApi.createOrder, async ({ req, reply, merchantId, configuration, body }) => {
      const answer = await orders.createFromMerchant(merchantId, body, { lang: req.lang }, configuration);
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(answer.status).send(answer.body);
    });
    route(merchantApi.order, async ({ merchantId, params }) =>
      checked(merchantApi.order.response, await orders.merchant.order(merchantId, params.id)),
    );
    route(merchantApi.orders, async ({ merchantId, query }) =>
      checked(merchantApi.orders.response, await orders.merchant.orders(merchantId, query)),
    );
    route(merchantApi.cancelOrder, async ({ merchantId, params }) =>
      checked(merchantApi.cancelOrder.response, await orders.cancelByMerchant(merchantId, params.id)),
    );
    route(merchantApi.balance, async ({ merchantId }) => checked(merchantApi.balance.response, await orders.merchant.balance(merchantId)));
  });
};

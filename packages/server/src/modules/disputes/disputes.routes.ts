import { innerApi, merchantDisputeApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerFileRoute, innerRoute } from '../../http/inner-route';
import { checked, registerMerchantApi, type MerchantApiLimits } from '../../http/merchant-route';
import type { MerchantCredentials } from '../../http/merchant-auth';
import { toMerchantDispute } from './dispute.mapper';
import type { DisputesService } from './disputes.service';

const routes = innerApi.disputes;

export const registerDisputeRoutes = async (
  app: FastifyInstance,
  disputes: DisputesService,
  merchantApi: { credentials: MerchantCredentials; limits: MerchantApiLimits },
  orderOf: (id: string) => Promise<{ merchant_order_id: string; fiat_currency: string } | undefined>,
) => {
  innerRoute(app, routes.list, async ({ query, context }) => disputes.list(query, 'all', context));
  innerRoute(app, routes.merchantList, async ({ query, context }) => disputes.list(query, { merchantId: context.actor.id }, context));
  innerRoute(app, routes.traderList, async ({ query, context }) => disputes.list(query, { traderId: context.actor.id }, context));
  innerRoute(app, routes.reasons, async ({ context }) => disputes.reasons(context));
  innerRoute(app, routes.open, async ({ body, context }) => {
    const opened = await disputes.open(body, context);
    return disputes.details(opened.id, context);
  });
  innerRoute(app, routes.details, async ({ params, context }) => disputes.details(params.uuid, context));
  innerRoute(app, routes.ofOrder, async ({ params, context }) => disputes.ofOrder(params.id, context));
  innerRoute(app, routes.setStatus, async ({ params, body, context }) => {
    await disputes.decide(params.uuid, body, context);
    return disputes.details(params.uuid, context);
  });
  innerRoute(app, routes.addEvidence, async ({ params, body, context }) => {
    await disputes.addEvidence(params.uuid, body, context);
    return disputes.details(params.uuid, context);
  });
  innerFileRoute(app, routes.file, async ({ params, context }) => disputes.file(params.uuid, params.fileId, context));

  await registerMerchantApi(app, merchantApi.credentials, merchantApi.limits, (route) => {
    route(merchantDisputeApi.openDispute, async ({ req, merchantId, body }) => {
      const { order_id, ...claim } = body;
      const opened = await disputes.open(
        { ...claim, order_uuid: order_id },
        { lang: req.lang, actor: { id: merchantId, type: 'merchant', isRoot: false, ip: req.ip ?? null } },
      );
      return checked(merchantDisputeApi.openDispute.response, toMerchantDispute(opened, (await orderOf(opened.order_id))!));
    });
    route(merchantDisputeApi.dispute, async ({ merchantId, params }) =>
      checked(merchantDisputeApi.dispute.response, await disputes.merchantView(merchantId, params.id)),
    );
  });
};

import { innerApi, merchantWebhooksApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { MerchantCredentials } from '../../http/merchant-auth';
import { checked, registerMerchantApi, type MerchantApiLimits } from '../../http/merchant-route';
import type { RequestContext } from '../../http/request-context';
import type { WebhookSettingsService } from './webhook-settings.service';
import type { WebhooksService } from './webhooks.service';

const routes = innerApi.webhooks;

export const registerWebhookRoutes = async (
  app: FastifyInstance,
  webhooks: WebhooksService,
  settings: WebhookSettingsService,
  credentials: MerchantCredentials,
  limits: MerchantApiLimits,
) => {
  innerRoute(app, routes.deliveries, async ({ query, context }) => webhooks.list(query, context));
  innerRoute(app, routes.orderDeliveries, async ({ params, context }) => webhooks.orderDeliveries(params.id, context));
  innerRoute(app, routes.resendOrder, async ({ params, context }) => webhooks.resendOrder(params.id, context));
  innerRoute(app, routes.sendAgain, async ({ params, context }) => webhooks.sendAgain(params.id, context));
  innerRoute(app, routes.sendTest, async ({ context }) => webhooks.sendTest(context));
  innerRoute(app, routes.endpoint, async ({ context }) => webhooks.endpoint(context));
  innerRoute(app, routes.resumeEndpoint, async ({ context }) => webhooks.resumeEndpoint(context));

  innerRoute(app, routes.notificationKey, async ({ reply, context }) => {
    // A secret: kept by no cache on the way.
    void reply.header('cache-control', 'no-store');
    return { notification_key: await settings.key(context) };
  });
  innerRoute(app, routes.setNotificationKey, async ({ body, context }) => ({
    notification_key: await settings.setKey(body.notification_key, context),
  }));
  innerRoute(app, routes.setNotificationUrl, async ({ body, context }) => ({
    notification_url: await settings.setUrl(body.notification_url, context),
  }));
  innerRoute(app, routes.eventSettings, async ({ context }) => settings.eventSettings(context));
  innerRoute(app, routes.saveEventSettings, async ({ body, context }) => {
    await settings.saveEventSettings(body.webhooks, context);
    return OK;
  });

  // The merchant's own deliveries over the merchant API: the same reads and resend as its settings page.
  const as = (merchantId: string, lang: RequestContext['lang'], ip: string): RequestContext => ({
    lang,
    actor: { id: merchantId, type: 'merchant', isRoot: false, ip },
  });
  await registerMerchantApi(app, credentials, limits, (route) => {
    route(merchantWebhooksApi.deliveries, async ({ req, merchantId, query }) => {
      const filter = Object.fromEntries(
        Object.entries({ status: query.status, event_type: query.event_type, order_id: query.order_id }).filter(([, value]) => value),
      ) as Record<string, string>;
      const { items, context } = await webhooks.list({ page: query.page, count: query.limit, filter }, as(merchantId, req.lang, req.ip));
      const more = context.total_capped || query.page * query.limit < context.total_count;
      return checked(merchantWebhooksApi.deliveries.response, { items, next_page: more ? query.page + 1 : null });
    });
    route(merchantWebhooksApi.delivery, async ({ req, merchantId, params }) =>
      checked(merchantWebhooksApi.delivery.response, await webhooks.delivery(params.id, as(merchantId, req.lang, req.ip))),
    );
    route(merchantWebhooksApi.resendDelivery, async ({ req, merchantId, params }) =>
      checked(merchantWebhooksApi.resendDelivery.response, await webhooks.sendAgain(params.id, as(merchantId, req.lang, req.ip))),
    );
  });
};

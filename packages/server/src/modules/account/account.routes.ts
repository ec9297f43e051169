import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { AccountService } from './account.service';

const routes = innerApi.account;

export const registerAccountRoutes = (app: FastifyInstance, account: AccountService) => {
  innerRoute(app, routes.current, async ({ auth, context }) => account.current(auth, context));

  innerRoute(app, routes.regenerateSecretKey, async ({ body, context }) => ({
    secret_key: await account.regenerateSecretKey(body.current_password, context),
  }));

  innerRoute(app, routes.notificationKey, async ({ reply, context }) => {
    // A secret: kept by no cache on the way.
    void reply.header('cache-control', 'no-store');
    return { notification_key: await account.notificationKey(context) };
  });

  innerRoute(app, routes.setNotificationKey, async ({ body, context }) => ({
    notification_key: await account.setNotificationKey(body.notification_key, context),
  }));

  innerRoute(app, routes.setNotificationUrl, async ({ body, context }) => ({
    notification_url: await account.setNotificationUrl(body.notification_url, context),
  }));

  innerRoute(app, routes.webhooks, async ({ context }) => account.webhooks(context));

  innerRoute(app, routes.saveWebhooks, async ({ body, context }) => {
    await account.saveWebhooks(body.webhooks, context);
    return OK;
  });
};

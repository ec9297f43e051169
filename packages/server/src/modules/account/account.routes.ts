import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { AccountService } from './account.service';

const routes = innerApi.account;

export const registerAccountRoutes = (app: FastifyInstance, account: AccountService) => {
  innerRoute(app, routes.current, async ({ req, auth }) => account.current(auth, req.lang));

  innerRoute(app, routes.regenerateSecretKey, async ({ req, body, auth }) => ({
    secret_key: await account.regenerateSecretKey(auth.user.id, body.current_password, req.ip),
  }));

  innerRoute(app, routes.setNotificationKey, async ({ body, auth }) => ({
    notification_key: await account.setNotificationKey(auth.user.id, body.notification_key),
  }));

  innerRoute(app, routes.setNotificationUrl, async ({ body, auth }) => ({
    notification_url: await account.setNotificationUrl(auth.user.id, body.notification_url),
  }));

  innerRoute(app, routes.webhooks, async ({ req, auth }) => account.webhooks(auth.user.id, req.lang));

  innerRoute(app, routes.saveWebhooks, async ({ body, auth }) => {
    await account.saveWebhooks(auth.user.id, body.webhooks);
    return OK;
  });
};

import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { AccountService } from './account.service';

const routes = innerApi.account;

export const registerAccountRoutes = (app: FastifyInstance, account: AccountService) => {
  innerRoute(app, routes.current, async ({ auth, context }) => account.current(auth, context));

  innerRoute(app, routes.regenerateSecretKey, async ({ body, context }) => ({
    secret_key: await account.regenerateSecretKey(body.current_password, context),
  }));
};

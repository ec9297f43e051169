import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { UsersService } from './users.service';

const routes = innerApi.users;

export const registerUsersRoutes = (app: FastifyInstance, users: UsersService) => {
  innerRoute(app, routes.list, async ({ query, context }) => users.list(query, context));
  innerRoute(app, routes.create, async ({ body, context }) => users.create(body, context));
  innerRoute(app, routes.details, async ({ params }) => users.details(params.uuid));
  innerRoute(app, routes.update, async ({ params, body, context }) => users.update(params.uuid, body, context));
  innerRoute(app, routes.block, async ({ body, context }) => {
    await users.block(body.uuid, body.comment, context);
    return OK;
  });
  innerRoute(app, routes.unblock, async ({ body, context }) => {
    await users.unblock(body.uuid, context);
    return OK;
  });
  innerRoute(app, routes.settleInsurance, async ({ params, context }) => users.settleInsurance(params.uuid, context));
  innerRoute(app, routes.resetTwoFactor, async ({ params, context }) => users.resetTwoFactor(params.uuid, context));
  innerRoute(app, routes.roles, async ({ context }) => users.roles(context));
  // Permissions are not used by any screen yet; the list is the contract's answer shape.
  innerRoute(app, routes.permissions, async () => []);
  innerRoute(app, routes.agentTraders, async ({ query, context }) => users.agentTraders(query, context));
};

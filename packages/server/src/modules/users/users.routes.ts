import { innerApi } from '@paydesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { UsersService } from './users.service';

const routes = innerApi.users;

const actorOf = (req: FastifyRequest) => ({ id: req.auth!.user.id, isRoot: req.auth!.user.isRoot, ip: req.ip ?? null });

export const registerUsersRoutes = (app: FastifyInstance, users: UsersService) => {
  innerRoute(app, routes.list, async ({ req, query }) => users.list(query, req.lang));
  innerRoute(app, routes.create, async ({ req, body }) => users.create(body, actorOf(req)));
  innerRoute(app, routes.details, async ({ params }) => users.details(params.uuid));
  innerRoute(app, routes.update, async ({ req, params, body }) => users.update(params.uuid, body, actorOf(req)));
  innerRoute(app, routes.block, async ({ req, body }) => {
    await users.block(body.uuid, body.comment, actorOf(req));
    return OK;
  });
  innerRoute(app, routes.unblock, async ({ req, body }) => {
    await users.unblock(body.uuid, actorOf(req));
    return OK;
  });
  innerRoute(app, routes.roles, async ({ req }) => users.roles(req.lang));
  // Permissions are not used by any screen yet; the list is the contract's answer shape.
  innerRoute(app, routes.permissions, async () => []);
  innerRoute(app, routes.agentTraders, async ({ req, query, auth }) => users.agentTraders(auth.user.id, query, req.lang));
};

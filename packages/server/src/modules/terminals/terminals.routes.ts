import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { TerminalsService } from './terminals.service';

const routes = innerApi.terminals;

export const registerTerminalRoutes = (app: FastifyInstance, terminals: TerminalsService) => {
  app.ownership.register('terminal', terminals.ownerOf);
  innerRoute(app, routes.list, async ({ query, context }) => terminals.list(query, null, context));
  innerRoute(app, routes.myList, async ({ query, context }) => terminals.list(query, context.actor.id, context));
  innerRoute(app, routes.create, async ({ body, context }) => terminals.create(body, context));
  innerRoute(app, routes.update, async ({ params, body, context }) => terminals.update(params.guid, body, context));
  innerRoute(app, routes.remove, async ({ params }) => {
    await terminals.remove(params.id);
    return OK;
  });
  innerRoute(app, routes.disable, async ({ params, context }) => terminals.disable(params.id, context));
  innerRoute(app, routes.enable, async ({ params, context }) => terminals.enable(params.id, context));
  innerRoute(app, routes.moderate, async ({ params, context }) => terminals.moderate(params.id, context));
  innerRoute(app, routes.mode, async ({ params, body, context }) => terminals.mode(params.id, body, context));
  innerRoute(app, routes.pairingCode, async ({ params }) => terminals.pairingCode(params.id));
  innerRoute(app, routes.issueForwarder, async ({ params }) => terminals.issueForwarder(params.id));
  innerRoute(app, routes.revokeForwarder, async ({ params }) => {
    await terminals.revokeForwarder(params.id);
    return OK;
  });
  innerRoute(app, routes.notifications, async ({ params, query, context }) =>
    terminals.notifications({ terminalId: params.id }, query, context),
  );
  innerRoute(app, routes.allNotifications, async ({ query, context }) =>
    terminals.notifications(context.actor.type === 'admin' ? {} : { ownerId: context.actor.id }, query, context),
  );
  innerRoute(app, routes.manualTraders, async ({ query, context }) => terminals.manualTraders(query, context));
  innerRoute(app, routes.setManualTrader, async ({ params, body, context }) =>
    terminals.setManualTrader(params.id, body.without_terminal, context),
  );
};

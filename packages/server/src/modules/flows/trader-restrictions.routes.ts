import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import { restrictionTypes } from '../requisites';
import type { TraderRestrictionsService } from './trader-restrictions.service';

// The calls keep the spec's requisites paths; the rules they change are the flow's.
const routes = innerApi.requisites;

export const registerTraderRestrictionRoutes = (app: FastifyInstance, restrictions: TraderRestrictionsService) => {
  innerRoute(app, routes.traderRestrictionTypes, async ({ context }) => restrictionTypes(context));
  innerRoute(app, routes.traderRestrictions, async ({ query, context }) => restrictions.list(query, context));
  innerRoute(app, routes.saveTraderRestriction, async ({ body, context }) => restrictions.save(body, context));
  innerRoute(app, routes.deleteTraderRestriction, async ({ params, context }) => {
    await restrictions.remove(params.id, context);
    return OK;
  });
};

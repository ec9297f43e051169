import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { RequisitesService } from './requisites.service';

const routes = innerApi.requisites;

export const registerRequisiteRoutes = (app: FastifyInstance, requisites: RequisitesService) => {
  innerRoute(app, routes.paymentTypes, async ({ req }) => requisites.paymentTypes(req.lang));
  innerRoute(app, routes.paymentOptions, async ({ req }) => requisites.paymentOptions(req.lang));
  innerRoute(app, routes.restrictionTypes, async ({ req }) => requisites.restrictionTypes(req.lang));

  innerRoute(app, routes.list, async ({ req, query }) => requisites.list(null, query, req.lang));
  innerRoute(app, routes.create, async ({ req, body, auth }) => requisites.create(body.user_uuid, body, auth.user.id, req.lang));
  innerRoute(app, routes.update, async ({ req, params, body, auth }) => requisites.update(params.id, null, body, auth.user.id, req.lang));
  innerRoute(app, routes.restrictions, async ({ req, params }) => requisites.restrictions(params.id, null, req.lang));
  innerRoute(app, routes.setRestrictions, async ({ req, params, body, auth }) =>
    requisites.setRestrictions(params.id, null, body.restrictions, auth.user.id, req.lang),
  );

  innerRoute(app, routes.myList, async ({ req, query, auth }) => requisites.list(auth.user.id, query, req.lang));
  innerRoute(app, routes.myCreate, async ({ req, body, auth }) => requisites.create(auth.user.id, body, auth.user.id, req.lang));
  innerRoute(app, routes.myUpdate, async ({ req, params, body, auth }) =>
    requisites.update(params.id, auth.user.id, body, auth.user.id, req.lang),
  );
  innerRoute(app, routes.myRestrictions, async ({ req, params, auth }) => requisites.restrictions(params.id, auth.user.id, req.lang));
  innerRoute(app, routes.mySetRestrictions, async ({ req, params, body, auth }) =>
    requisites.setRestrictions(params.id, auth.user.id, body.restrictions, auth.user.id, req.lang),
  );

  innerRoute(app, routes.traderRestrictionTypes, async ({ req }) => requisites.restrictionTypes(req.lang));
  innerRoute(app, routes.traderRestrictions, async ({ req, query }) => requisites.traderRestrictions(query, req.lang));
  innerRoute(app, routes.saveTraderRestriction, async ({ req, body, auth }) =>
    requisites.saveTraderRestriction(body, auth.user.id, req.lang),
  );
  innerRoute(app, routes.deleteTraderRestriction, async ({ params, auth }) => {
    await requisites.deleteTraderRestriction(params.id, auth.user.id);
    return OK;
  });
};

import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { innerRoute } from '../../http/inner-route';
import { paymentOptions, paymentTypes } from './payment-catalogue.service';
import type { RequisitesService } from './requisites.service';
import { restrictionTypes } from './restrictions.service';

const routes = innerApi.requisites;

export const registerRequisiteRoutes = (app: FastifyInstance, db: Db, requisites: RequisitesService) => {
  app.ownership.register('requisite', requisites.ownerOf);

  innerRoute(app, routes.paymentTypes, async ({ context }) => paymentTypes(db, context));
  innerRoute(app, routes.paymentOptions, async ({ context }) => paymentOptions(db, context));
  innerRoute(app, routes.restrictionTypes, async ({ context }) => restrictionTypes(context));

  innerRoute(app, routes.list, async ({ query, context }) => requisites.list(null, query, context));
  innerRoute(app, routes.create, async ({ body, context }) => requisites.create(body.user_uuid, body, context));
  innerRoute(app, routes.update, async ({ params, body, context }) => requisites.update(params.id, body, context));
  innerRoute(app, routes.restrictions, async ({ params, context }) => requisites.restrictions(params.id, context));
  innerRoute(app, routes.setRestrictions, async ({ params, body, context }) =>
    requisites.setRestrictions(params.id, body.restrictions, context),
  );

  // A trader's own: the list is scoped to them, and the routes' owner rule keeps the rest to their records.
  innerRoute(app, routes.myList, async ({ query, context }) => requisites.list(context.actor.id, query, context));
  innerRoute(app, routes.myCreate, async ({ body, context }) => requisites.create(context.actor.id, body, context));
  innerRoute(app, routes.myUpdate, async ({ params, body, context }) => requisites.update(params.id, body, context));
  innerRoute(app, routes.myRestrictions, async ({ params, context }) => requisites.restrictions(params.id, context));
  innerRoute(app, routes.mySetRestrictions, async ({ params, body, context }) =>
    requisites.setRestrictions(params.id, body.restrictions, context),
  );
};

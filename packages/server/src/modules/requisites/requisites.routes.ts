import { innerApi, merchantPaymentMethodsApi } from '@paydesk/contract';
import { AppError } from '../../http/app-error';
import type { MerchantCredentials } from '../../http/merchant-auth';
import { checked, registerMerchantApi, type MerchantApiLimits } from '../../http/merchant-route';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { innerRoute } from '../../http/inner-route';
import { paymentMethodsOf, paymentOptions, paymentTypes } from './payment-catalogue.service';
import type { RequisitesService } from './requisites.service';
import { restrictionTypes } from './restrictions.service';

const routes = innerApi.requisites;

export const registerRequisiteRoutes = async (
  app: FastifyInstance,
  db: Db,
  requisites: RequisitesService,
  merchant: { credentials: MerchantCredentials; limits: MerchantApiLimits },
) => {
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

  // A pay-out names a payment type, an option and the recipient's fields: the merchant API says which.
  await registerMerchantApi(app, merchant.credentials, merchant.limits, (route) => {
    route(merchantPaymentMethodsApi.paymentMethods, async ({ req, query }) => {
      const methods = await paymentMethodsOf(db, query.currency.toUpperCase(), { lang: req.lang });
      if (!methods) throw new AppError('validation', {}, { currency: { key: 'unknown_currency', params: { kind: 'fiat' } } });
      return checked(merchantPaymentMethodsApi.paymentMethods.response, methods);
    });
  });
};

import { z } from 'zod';
import { okSchema } from '../common/envelope';
import { listOf, listQuerySchema } from '../common/list';
import { adminsExceptSupport, defineRoute, rolesOnly } from '../common/route';
import { restrictionInput, restrictionSchema, traderRestrictionBody, traderRestrictionSchema } from './restrictions';

export const paymentOptionFieldSchema = z.object({ name: z.string(), title: z.string(), rules: z.array(z.string()) });

export const paymentTypeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  image: z.object({ url: z.string() }),
  currencies: z.array(z.string()),
});

export const paymentOptionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  payment_type: z.string(),
  bank: z.string(),
  fields: z.array(z.string()),
  names: z.record(z.string(), z.string()),
  validation_rules: z.record(z.string(), z.array(z.string())),
});

export const requisiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  user: z.object({ uuid: z.string(), username: z.string(), is_online: z.boolean() }),
  currency: z.object({ code: z.string(), name: z.string() }),
  payment_type: z.object({ slug: z.string(), name: z.string(), image: z.object({ url: z.string() }) }),
  payment_option: z.object({ slug: z.string(), name: z.string() }),
  attributes: z.record(z.string(), z.string()),
  restrictions: z.array(restrictionSchema),
  created_at: z.string(),
});
export type Requisite = z.infer<typeof requisiteSchema>;

const requisiteFields = {
  name: z.string().trim().min(1).max(120),
  currency: z.string().trim().min(1).max(10),
  payment_type: z.string().trim().min(1).max(40),
  payment_option: z.string().trim().min(1).max(60),
  attributes: z.record(z.string(), z.union([z.string(), z.number()])),
  is_active: z.boolean().default(true),
};

export const requisiteBody = z.object(requisiteFields);
/** Admins create requisites for a trader; traders for themselves. */
export const adminRequisiteBody = z.object({ ...requisiteFields, user_uuid: z.string().uuid() });
export const requisiteUpdateBody = z.object({
  name: requisiteFields.name.optional(),
  currency: requisiteFields.currency.optional(),
  payment_type: requisiteFields.payment_type.optional(),
  payment_option: requisiteFields.payment_option.optional(),
  attributes: requisiteFields.attributes.optional(),
  is_active: z.boolean().optional(),
});

export const restrictionsBody = z.object({ restrictions: z.array(restrictionInput).max(10) });

const adminsOnly = rolesOnly('admin');
const tradersOnly = rolesOnly('trader');
const idParams = z.object({ id: z.string().uuid() });
const lookup = { kind: 'session', roles: ['admin', 'trader'] } as const;
const allQuery = z.object({ count: z.literal('all').optional() });

export const requisiteRoutes = {
  // `count=all` is what the original client sent; every entry is answered in any case.
  paymentTypes: defineRoute({
    method: 'GET',
    path: '/payment_type',
    access: lookup,
    query: allQuery,
    response: z.array(paymentTypeSchema),
  }),
  paymentOptions: defineRoute({ method: 'GET', path: '/payment_option', access: lookup, response: z.array(paymentOptionSchema) }),
  restrictionTypes: defineRoute({
    method: 'GET',
    path: '/requisite/restriction/type',
    access: lookup,
    response: z.array(restrictionSchema),
  }),

  list: defineRoute({ method: 'GET', path: '/requisite', access: adminsOnly, query: listQuerySchema, response: listOf(requisiteSchema) }),
  create: defineRoute({ method: 'POST', path: '/requisite', access: adminsOnly, body: adminRequisiteBody, response: requisiteSchema }),
  update: defineRoute({
    method: 'PUT',
    path: '/requisite/:id',
    access: adminsOnly,
    params: idParams,
    body: requisiteUpdateBody,
    response: requisiteSchema,
  }),
  restrictions: defineRoute({
    method: 'GET',
    path: '/requisite/:id/restrictions',
    access: adminsOnly,
    params: idParams,
    response: z.array(restrictionSchema),
  }),
  setRestrictions: defineRoute({
    method: 'PUT',
    path: '/requisite/:id/restrictions',
    access: adminsOnly,
    params: idParams,
    body: restrictionsBody,
    response: z.array(restrictionSchema),
  }),

  myList: defineRoute({
    method: 'GET',
    path: '/trader/requisite',
    access: tradersOnly,
    query: listQuerySchema,
    response: listOf(requisiteSchema),
  }),
  myCreate: defineRoute({ method: 'POST', path: '/trader/requisite', access: tradersOnly, body: requisiteBody, response: requisiteSchema }),
  myUpdate: defineRoute({
    method: 'PUT',
    path: '/trader/requisite/:id',
    access: tradersOnly,
    owner: { resource: 'requisite', param: 'id' },
    params: idParams,
    body: requisiteUpdateBody,
    response: requisiteSchema,
  }),
  myRestrictions: defineRoute({
    method: 'GET',
    path: '/trader/requisite/:id/restrictions',
    access: tradersOnly,
    owner: { resource: 'requisite', param: 'id' },
    params: idParams,
    response: z.array(restrictionSchema),
  }),
  mySetRestrictions: defineRoute({
    method: 'PUT',
    path: '/trader/requisite/:id/restrictions',
    access: tradersOnly,
    owner: { resource: 'requisite', param: 'id' },
    params: idParams,
    body: restrictionsBody,
    response: z.array(restrictionSchema),
  }),

  traderRestrictionTypes: defineRoute({
    method: 'GET',
    path: '/trader_restriction/type',
    access: adminsExceptSupport,
    response: z.array(restrictionSchema),
  }),
  traderRestrictions: defineRoute({
    method: 'GET',
    path: '/trader_restriction',
    access: adminsExceptSupport,
    query: listQuerySchema,
    response: listOf(traderRestrictionSchema),
  }),
  saveTraderRestriction: defineRoute({
    method: 'POST',
    path: '/trader_restriction',
    access: adminsExceptSupport,
    body: traderRestrictionBody,
    response: traderRestrictionSchema,
  }),
  deleteTraderRestriction: defineRoute({
    method: 'DELETE',
    path: '/trader_restriction/:id',
    access: adminsExceptSupport,
    params: idParams,
    response: okSchema,
  }),
};

/** One field a pay-out's recipient gives for an option, with the rules it is checked against. */
export const paymentMethodFieldSchema = z.object({
  name: z.string(),
  title: z.string(),
  required: z.boolean(),
  /**
   * Laravel-style rules, checked in order: `required`, `string`, `numeric`, `integer`, `min:N` and
   * `max:N` (a number's value or a text's length), `digits:N` (exactly N digits), `regex:<pattern>`,
   * `in:a,b,…`, `luhn` (a card number's checksum).
   */
  rules: z.array(z.string()),
});

export const paymentMethodsSchema = z.object({
  currency: z.string(),
  payment_types: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      options: z.array(z.object({ slug: z.string(), bank: z.string(), name: z.string(), fields: z.array(paymentMethodFieldSchema) })),
    }),
  ),
});
export type PaymentMethods = z.output<typeof paymentMethodsSchema>;

/** The merchant API's catalogue (`/api/v1/`): what a pay-out may name as `payment_type` and `recipient`. */
export const merchantPaymentMethodsApi = {
  paymentMethods: {
    method: 'GET',
    path: '/payment-methods',
    query: z.object({ currency: z.string().min(3).max(3) }).strict(),
    response: paymentMethodsSchema,
  },
} as const;

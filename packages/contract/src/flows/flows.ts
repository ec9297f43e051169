import { z } from 'zod';
import { profileFeeSchema } from '../account/user';
import { MAX_RATE } from '../common/currency-units';
import { decimalSchema } from '../common/decimal';
import { okSchema } from '../common/envelope';
import { listOf, listQuerySchema } from '../common/list';
import { adminsExceptSupport, defineRoute } from '../common/route';
import { feesInput } from '../users/users';

export const RATE_SOURCES = ['manual', 'binance_p2p', 'bybit_p2p'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
export const EXECUTOR_TYPES = ['trader', 'partner'] as const;
export const MIN_PRIORITY = 0;
export const MAX_PRIORITY = 10;
export const DEFAULT_FLOW_FIAT = 'RUB';
export const DEFAULT_FLOW_CRYPTO = 'USDT';

const personSchema = z.object({ uuid: z.string(), username: z.string(), is_online: z.boolean(), is_root: z.boolean() });

export const executorSchema = z.object({
  bind_id: z.string(),
  type: z.object({ slug: z.enum(EXECUTOR_TYPES) }),
  trader: z.object({ uuid: z.string() }).nullable(),
  user: personSchema.nullable(),
  partner: z.object({ slug: z.string(), title: z.string() }).nullable(),
  priority: z.number().int(),
  fees: z.array(profileFeeSchema),
});
export type Executor = z.infer<typeof executorSchema>;

export const flowRateSchema = z.object({
  source: z.enum(RATE_SOURCES),
  rate: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** Why the flow cannot route now (a missing or stale rate), localized; null when it can. */
  unroutable_reason: z.string().nullable(),
});

export const flowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  merchants: z.array(personSchema),
  fiat_currency: z.object({ code: z.string() }),
  crypto_currency: z.object({ code: z.string() }),
  executors: z.array(executorSchema),
  is_active: z.boolean(),
  currency_rate_source: z.enum(RATE_SOURCES),
  currency_rate: flowRateSchema,
  created_at: z.string(),
});
export type Flow = z.infer<typeof flowSchema>;

const rate = decimalSchema(8, MAX_RATE).refine((value) => /[1-9]/.test(value), { params: { code: 'positive' } });

export const createFlowBody = z.object({
  name: z.string().trim().min(1).max(120),
  fiat_currency: z.string().min(1).max(10),
  crypto_currency: z.string().min(1).max(10),
  merchant_uuids: z.array(z.string().uuid()).max(500).default([]),
  is_active: z.boolean().default(false),
  currency_rate_source: z.enum(RATE_SOURCES),
  currency_rate: rate.nullable().optional(),
});

/** Renames a flow or switches it on and off; at least one of the two. */
export const updateFlowBody = z
  .object({ name: z.string().trim().min(1).max(120).optional(), is_active: z.boolean().optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.is_active !== undefined, { params: { code: 'required' }, path: ['name'] });

export const rateSourceBody = z.object({ currency_rate_source: z.enum(RATE_SOURCES), currency_rate: rate.nullable().optional() });

export const rateSourceOptionSchema = z.object({
  slug: z.enum(RATE_SOURCES),
  title: z.string(),
  rate: z.string().nullable(),
  updated_at: z.string().nullable(),
  last_error: z.string().nullable(),
});

const flowParams = z.object({ id: z.string().uuid() });
const executorParams = z.object({ id: z.string().uuid(), executorId: z.string().uuid() });
const merchantParams = z.object({ id: z.string().uuid(), merchantId: z.string().uuid() });

export const flowRoutes = {
  list: defineRoute({ method: 'GET', path: '/flow', access: adminsExceptSupport, query: listQuerySchema, response: listOf(flowSchema) }),
  rateSources: defineRoute({
    method: 'GET',
    path: '/flow/currency_rate_source',
    access: adminsExceptSupport,
    query: z.object({ fiat_currency: z.string().default(DEFAULT_FLOW_FIAT), crypto_currency: z.string().default(DEFAULT_FLOW_CRYPTO) }),
    response: z.array(rateSourceOptionSchema),
  }),
  details: defineRoute({ method: 'GET', path: '/flow/:id', access: adminsExceptSupport, params: flowParams, response: flowSchema }),
  create: defineRoute({ method: 'POST', path: '/flow/', access: adminsExceptSupport, body: createFlowBody, response: flowSchema }),
  update: defineRoute({
    method: 'PATCH',
    path: '/flow/:id',
    access: adminsExceptSupport,
    params: flowParams,
    body: updateFlowBody,
    response: flowSchema,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/flow/:id', access: adminsExceptSupport, params: flowParams, response: okSchema }),
  addExecutor: defineRoute({
    method: 'POST',
    path: '/flow/:id/executor',
    access: adminsExceptSupport,
    params: flowParams,
    body: z.object({ executor_type: z.enum(EXECUTOR_TYPES), executor_id: z.string().min(1).max(64) }),
    response: flowSchema,
  }),
  removeExecutor: defineRoute({
    method: 'DELETE',
    path: '/flow/:id/executor/:executorId',
    access: adminsExceptSupport,
    params: executorParams,
    response: flowSchema,
  }),
  setPriority: defineRoute({
    method: 'PATCH',
    path: '/flow/:id/executor/:executorId/priority',
    access: adminsExceptSupport,
    params: executorParams,
    // A whole number, or its digits as text: null, "" and true are not priorities.
    body: z.object({
      priority: z
        .union([
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,2}$/)
            .transform(Number),
        ])
        .pipe(z.number().int().min(MIN_PRIORITY).max(MAX_PRIORITY)),
    }),
    response: flowSchema,
  }),
  setFees: defineRoute({
    method: 'PATCH',
    path: '/flow/:id/executor/:executorId/fees',
    access: adminsExceptSupport,
    params: executorParams,
    body: z.object({ fees: feesInput }),
    response: flowSchema,
  }),
  addMerchant: defineRoute({
    method: 'POST',
    path: '/flow/:id/merchants/:merchantId',
    access: adminsExceptSupport,
    params: merchantParams,
    response: flowSchema,
  }),
  removeMerchant: defineRoute({
    method: 'DELETE',
    path: '/flow/:id/merchants/:merchantId',
    access: adminsExceptSupport,
    params: merchantParams,
    response: flowSchema,
  }),
  setRateSource: defineRoute({
    method: 'PATCH',
    path: '/flow/:id/currency_rate_source',
    access: adminsExceptSupport,
    params: flowParams,
    body: rateSourceBody,
    response: flowSchema,
  }),
};

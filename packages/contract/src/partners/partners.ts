import { z } from 'zod';
import { listOf, listQuerySchema } from '../common/list';
import { adminsExceptSupport, defineRoute, publicAccess, rolesOnly } from '../common/route';
import { FIAT_CURRENCIES } from '../common/currency-units';

/** How the platform reaches a partner: the built-in sandbox, or another Paydesk instance's merchant API. */
export const PARTNER_KINDS = ['sandbox', 'paydesk'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** Where another instance sends its webhooks about the orders it took from us (`:slug` is the partner's). */
export const PARTNER_HOOKS_BASE = '/api/partner-hooks';

const amountOnly = z.object({ amount: z.string(), currency: z.object({ code: z.string() }) });

export const partnerSystemSchema = z.object({
  partner: z.object({ slug: z.string(), title: z.string() }),
  is_active: z.boolean(),
  payment_method: z.string(),
  fiat_currencies: z.array(z.object({ code: z.string() })),
  payment_options: z.array(z.object({ slug: z.string(), title: z.string() })),
  flows: z.array(
    z.object({
      uuid: z.string(),
      name: z.string(),
      fiat_currency: z.object({ code: z.string() }),
      crypto_currency: z.object({ code: z.string() }),
    }),
  ),
  balance: amountOnly,
  kind: z.enum(PARTNER_KINDS),
  /** The remote instance's address (a `paydesk` partner); its keys are never shown. */
  base_url: z.string().nullable(),
  /** The path of ours the remote instance posts its webhooks to. */
  webhook_path: z.string(),
  /**
   * The circuit breaker: failures in a row, the last error, and until when the partner is skipped
   * (null when it is tried as usual).
   */
  health: z.object({
    failures: z.number().int(),
    last_error: z.string().nullable(),
    last_failed_at: z.string().nullable(),
    retry_at: z.string().nullable(),
  }),
});
export type PartnerSystem = z.infer<typeof partnerSystemSchema>;

export const balanceLogEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  balance: amountOnly,
  change: amountOnly,
  kind: z.string(),
});

const keyText = z.string().trim().min(8).max(200);

/** An admin adds another Paydesk instance as a partner: its merchant API address and credentials, what it serves. */
export const createPartnerBody = z
  .object({
    title: z.string().trim().min(1).max(100),
    base_url: z
      .string()
      .trim()
      .max(2048)
      .url()
      .refine((value) => /^https?:\/\//i.test(value), { params: { code: 'url_scheme' } }),
    api_key: keyText,
    secret_key: keyText,
    /** The merchant's notification key on the remote instance: its webhooks to us are checked with it. */
    notification_key: keyText.optional(),
    fiat_currencies: z.array(z.enum(FIAT_CURRENCIES)).min(1).max(FIAT_CURRENCIES.length),
    /** Payment types of the catalogue (`card`, `sbp`…); the first is the partner's payment method. */
    payment_options: z.array(z.string().trim().min(1).max(32)).min(1).max(10),
  })
  .strict();
export type CreatePartnerBody = z.input<typeof createPartnerBody>;

export const partnerConnectionSchema = z.object({
  ok: z.boolean(),
  /** What happened, in the reader's language. */
  message: z.string(),
  balance: amountOnly.nullable(),
});
export type PartnerConnection = z.output<typeof partnerConnectionSchema>;

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9_-]{1,40}$/) });

export const partnerRoutes = {
  list: defineRoute({ method: 'GET', path: '/partner-system', access: rolesOnly('admin'), response: z.array(partnerSystemSchema) }),
  details: defineRoute({
    method: 'GET',
    path: '/partner-system/:slug',
    access: rolesOnly('admin'),
    params: slugParams,
    response: partnerSystemSchema,
  }),
  balanceLog: defineRoute({
    method: 'GET',
    path: '/partner-system/:slug/balance-log',
    access: rolesOnly('admin'),
    params: slugParams,
    query: listQuerySchema,
    response: listOf(balanceLogEntrySchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/partner-system',
    access: adminsExceptSupport,
    body: createPartnerBody,
    response: partnerSystemSchema,
  }),
  /** Calls the partner's balance: whether the address and keys work. */
  testConnection: defineRoute({
    method: 'POST',
    path: '/partner-system/:slug/test',
    access: adminsExceptSupport,
    params: slugParams,
    response: partnerConnectionSchema,
  }),
};

/** What another Paydesk instance calls on us: its signed webhooks about the orders it took. */
export const partnerHooksApi = {
  notify: defineRoute({
    method: 'POST',
    path: `${PARTNER_HOOKS_BASE}/:slug`,
    access: publicAccess,
    params: slugParams,
    response: z.object({ received: z.boolean() }),
  }),
};

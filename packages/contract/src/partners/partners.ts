import { z } from 'zod';
import { listOf, listQuerySchema } from '../common/list';
import { defineRoute, rolesOnly } from '../common/route';

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
});
export type PartnerSystem = z.infer<typeof partnerSystemSchema>;

export const balanceLogEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  balance: amountOnly,
  change: amountOnly,
  kind: z.string(),
});

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
};

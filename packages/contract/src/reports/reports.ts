import { z } from 'zod';
import { listOf, listQuerySchema } from '../common/list';
import { defineRoute, rolesOnly } from '../common/route';

/**
 * One row of the reconciliation report: a merchant's orders created on one day (UTC) in one fiat
 * currency, by status, what was paid (fiat and USDT), the merchant's fees, and how the merchant's
 * USDT moved that day in the ledger for those orders. Amounts are exact decimal strings; USDT with
 * six decimals as the ledger keeps it.
 */
export const reconciliationRowSchema = z.object({
  day: z.string(),
  merchant: z.object({ uuid: z.string(), username: z.string() }),
  currency: z.string(),
  orders_total: z.number().int(),
  orders_new: z.number().int(),
  orders_in_progress: z.number().int(),
  orders_paid: z.number().int(),
  orders_done: z.number().int(),
  orders_canceled: z.number().int(),
  orders_dispute: z.number().int(),
  /** What customers paid (pay-ins) or were paid (pay-outs) on the paid and done orders. */
  paid_fiat: z.string(),
  paid_crypto: z.string(),
  /** The merchant's fees, from the settlement legs in the ledger. */
  fees: z.string(),
  /** Net change of the merchant's USDT (available and held) by these orders' ledger transfers that day. */
  ledger_movement: z.string(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

export const reportRoutes = {
  /** Admins see every merchant (filter by merchant); a merchant only their own rows. */
  reconciliation: defineRoute({
    method: 'GET',
    path: '/report/reconciliation',
    access: rolesOnly('admin', 'merchant'),
    query: listQuerySchema,
    response: listOf(reconciliationRowSchema),
  }),
};

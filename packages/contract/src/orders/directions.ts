import { z } from 'zod';
import { listOf, listQuerySchema } from '../common/list';
import { defineRoute, rolesOnly } from '../common/route';
import { ORDER_DIRECTIONS } from './orders';

/**
 * A routing direction (spec 001, /directions): a fiat → crypto pair that live flows route, one
 * payment type, pay-in or pay-out, with what serves it now and how today's orders of it went.
 */
export const directionSchema = z.object({
  /** `RUB:USDT:card:pay_in`. */
  id: z.string(),
  fiat_currency: z.string(),
  crypto_currency: z.string(),
  payment_type: z.object({ slug: z.string(), title: z.string() }),
  direction: z.object({ slug: z.enum(ORDER_DIRECTIONS), title: z.string() }),
  /**
   * The amounts (fiat) the executors serving it take, over their fee ranges, their restrictions in
   * the flow and their requisites' per-order limits: the lowest minimum and the highest maximum;
   * `max_amount` null when one of them has no upper limit.
   */
  min_amount: z.string().nullable(),
  max_amount: z.string().nullable(),
  /** Live flows that route it. */
  flows: z.number().int(),
  /** Traders and partner systems configured to serve it. */
  executors: z.number().int(),
  /** Of those, the ones routing would give an order to right now. */
  executors_live: z.number().int(),
  /** Orders of this direction created today (UTC), those of them paid, and paid ÷ created in percent (null without orders). */
  created_today: z.number().int(),
  paid_today: z.number().int(),
  conversion_today: z.string().nullable(),
});
export type Direction = z.infer<typeof directionSchema>;

export const directionRoutes = {
  directions: defineRoute({
    method: 'GET',
    path: '/direction',
    access: rolesOnly('admin'),
    query: listQuerySchema,
    response: listOf(directionSchema),
  }),
};

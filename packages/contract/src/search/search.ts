import { z } from 'zod';
import { defineRoute, rolesOnly } from '../common/route';
import { ORDER_DIRECTIONS, ORDER_STATUSES } from '../orders/orders';
import { ROLES } from '../common/roles';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search-scope';

export * from './search-scope';

export const searchQuerySchema = z.object({ q: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH) });

const money = z.object({ amount: z.string(), currency: z.object({ code: z.string() }) });

export const searchResultSchema = z.object({
  orders: z.array(
    z.object({
      guid: z.string(),
      merchant_order_id: z.string(),
      direction: z.enum(ORDER_DIRECTIONS),
      status: z.enum(ORDER_STATUSES),
      fiat_money: money,
      created_at: z.string(),
    }),
  ),
  users: z.array(z.object({ uuid: z.string(), username: z.string(), type: z.enum(ROLES), is_blocked: z.boolean() })),
  requisites: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The last four digits of its card, phone or account. */
      last_digits: z.string(),
      payment_type: z.string(),
      owner: z.object({ uuid: z.string(), username: z.string() }),
    }),
  ),
});
export type SearchResult = z.output<typeof searchResultSchema>;

/** The header search (Ctrl+K). */
export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/search',
    access: rolesOnly('admin', 'trader', 'merchant', 'partner'),
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
};

import { z } from 'zod';
import type { Role } from '../common/roles';
import { defineRoute, rolesOnly } from '../common/route';
import { ORDER_DIRECTIONS, ORDER_STATUSES } from '../orders/orders';
import { ROLES } from '../common/roles';

/** What the header search finds. */
export const SEARCH_KINDS = ['order', 'user', 'requisite'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * What each role may find, always within what it may see: admins every order, user and
 * requisite; a trader their own orders and requisites; a merchant their own orders; a partner the
 * orders its partner systems served. The server
 * narrows this further by the screen that shows each kind (support admins have no users screen).
 */
export const SEARCH_SCOPE = {
  admin: ['order', 'user', 'requisite'],
  trader: ['order', 'requisite'],
  merchant: ['order'],
  partner: ['order'],
} as const satisfies Partial<Record<Role, readonly SearchKind[]>>;
export type SearchRole = keyof typeof SEARCH_SCOPE;
export const searchKindsOf = (role: Role | null | undefined): readonly SearchKind[] =>
  role && role in SEARCH_SCOPE ? SEARCH_SCOPE[role as SearchRole] : [];

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 128;
/** Results per kind: the search opens a record, it is not a list. */
export const SEARCH_LIMIT = 5;

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

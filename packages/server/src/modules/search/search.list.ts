import { SEARCH_LIMIT } from '@paydesk/contract';
import type { Sql } from '../../db/db';

/** Whose records a search may return: everybody's (admins) or one user's own. */
export type SearchOwner =
  | { kind: 'all' }
  | { kind: 'trader' | 'merchant'; userId: string }
  /** A partner user: the orders its partner systems served. */
  | { kind: 'partner'; partnerSlugs: string[] };

export type OrderHit = {
  id: string;
  merchant_order_id: string;
  direction: 'pay_in' | 'pay_out';
  status: 'new' | 'in-progress' | 'paid' | 'done' | 'canceled';
  fiat_currency: string;
  fiat_amount: string;
  scale: number;
  created_at: Date;
};
export type UserHit = { id: string; username: string; type: string; is_blocked: boolean };
export type RequisiteHit = {
  id: string;
  name: string;
  last_digits: string;
  payment_type: string;
  user_id: string;
  username: string;
};

/** `%` and `_` typed by a person are letters, not wildcards. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const HEX = /^[0-9a-f]+$/;
const asUuid = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The id range of orders whose id starts with what was typed (at least 8 hex digits, dashes
 * optional): a range on the primary key rather than a text scan of every id.
 */
export const idRange = (query: string): [string, string] | null => {
  const hex = query.toLowerCase().replace(/-/g, '');
  if (hex.length < 8 || hex.length > 32 || !HEX.test(hex)) return null;
  return [asUuid(hex.padEnd(32, '0')), asUuid(hex.padEnd(32, 'f'))];
};

const ownerClause = (owner: SearchOwner, column: { trader: string; merchant: string; partner: string | null }, param: number) => {
  if (owner.kind === 'all') return { sql: 'true', params: [] as unknown[] };
  if (owner.kind === 'partner') {
    return column.partner
      ? { sql: `${column.partner} = ANY($${param}::text[])`, params: [owner.partnerSlugs] }
      : { sql: 'false', params: [] };
  }
  return { sql: `${column[owner.kind]} = $${param}`, params: [owner.userId] };
};

/** Orders by their id (whole or its start) or the merchant's order id (whole or its start). */
export const findOrders = async (sql: Sql, query: string, owner: SearchOwner): Promise<OrderHit[]> => {
  const range = idRange(query);
  const own = ownerClause(owner, { trader: 'o.trader_id', merchant: 'o.merchant_id', partner: 'o.partner_slug' }, 5);
  return sql.query<OrderHit>(
    `SELECT o.id, o.merchant_order_id, o.direction, o.status, o.fiat_currency, o.fiat_amount::text, c.scale, o.created_at
       FROM orders o JOIN currencies c ON c.code = o.fiat_currency
      WHERE ((o.id BETWEEN $1::uuid AND $2::uuid) OR o.merchant_order_id LIKE $3 ESCAPE '\\') AND ${own.sql}
      ORDER BY (o.merchant_order_id = $4) DESC, o.created_at DESC, o.id DESC
      LIMIT ${SEARCH_LIMIT}`,
    [range?.[0] ?? null, range?.[1] ?? null, likePrefix(query), query, ...own.params],
  );
};

/** Users whose name starts with what was typed, the exact name first. */
export const findUsers = (sql: Sql, query: string): Promise<UserHit[]> =>
  sql.query<UserHit>(
    `SELECT u.id, u.username, u.type, u.is_blocked FROM users u
      WHERE lower(u.username) LIKE $1 ESCAPE '\\'
      ORDER BY (lower(u.username) = $2) DESC, length(u.username), lower(u.username)
      LIMIT ${SEARCH_LIMIT}`,
    [likePrefix(query.toLowerCase()), query.toLowerCase()],
  );

/** Requisites whose card, phone or account ends with the four digits typed. */
export const findRequisites = async (sql: Sql, query: string, owner: SearchOwner): Promise<RequisiteHit[]> => {
  if (!/^\d{4}$/.test(query)) return [];
  const own = ownerClause(owner, { trader: 'r.user_id', merchant: 'r.user_id', partner: null }, 2);
  return sql.query<RequisiteHit>(
    `SELECT r.id, r.name, r.payment_type, r.user_id, u.username, $1::text AS last_digits
       FROM requisites r JOIN users u ON u.id = r.user_id
      WHERE (right(r.attributes ->> 'card_number', 4) = $1 OR right(r.attributes ->> 'phone', 4) = $1
             OR right(r.attributes ->> 'account_number', 4) = $1) AND ${own.sql}
      ORDER BY r.is_active DESC, r.created_at DESC, r.id DESC
      LIMIT ${SEARCH_LIMIT}`,
    [query, ...own.params],
  );
};

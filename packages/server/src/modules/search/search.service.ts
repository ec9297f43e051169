import { type Access, allows, fromMinor, innerApi, type SearchKind, searchKindsOf, type SearchResult } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import type { AuthUser } from '../../http/request-context';
import { partnerSlugsOf } from '../partners/partner-directory.service';
import { findOrders, findRequisites, findUsers, type SearchOwner } from './search.list';

/**
 * The screen that opens each kind: a caller finds only what that screen would show them, so a
 * support admin (no users screen) finds no users.
 */
const SCREEN_ACCESS: Record<SearchKind, Access> = {
  order: innerApi.search.search.access,
  user: innerApi.users.list.access,
  requisite: innerApi.requisites.list.access,
};

/** The kinds this caller may find: declared per role in the contract, narrowed by the screens' access. */
export const kindsFor = (user: Pick<AuthUser, 'type' | 'roles' | 'isRoot'>): SearchKind[] =>
  searchKindsOf(user.type).filter(
    // A trader's own requisites open on /requisite, which is theirs whatever the admins' screen says.
    (kind) => (kind === 'requisite' && user.type === 'trader') || allows(SCREEN_ACCESS[kind], user.type, user.roles, user.isRoot),
  );

/** Whose records the caller may find: everybody's for admins, else their own (a partner's: its systems'). */
const ownerOf = async (db: Sql, user: AuthUser): Promise<SearchOwner> => {
  switch (user.type) {
    case 'admin':
      return { kind: 'all' };
    case 'partner':
      return { kind: 'partner', partnerSlugs: await partnerSlugsOf(db, user.id) };
    case 'trader':
    case 'merchant':
      return { kind: user.type, userId: user.id };
    default:
      // No other role searches (the route refuses them); nothing is theirs to find here.
      return { kind: 'partner', partnerSlugs: [] };
  }
};

/** The header search: orders, users and requisites matching one typed text, scoped on the server to the caller. */
export const createSearchService = ({ db }: Pick<AppDeps, 'db'>) => ({
  search: async (query: string, user: AuthUser): Promise<SearchResult> => {
    const kinds = kindsFor(user);
    const owner = await ownerOf(db, user);
    const [orders, users, requisites] = await Promise.all([
      kinds.includes('order') ? findOrders(db, query, owner) : [],
      kinds.includes('user') ? findUsers(db, query) : [],
      kinds.includes('requisite') ? findRequisites(db, query, owner) : [],
    ]);
    return {
      orders: orders.map((row) => ({
        guid: row.id,
        merchant_order_id: row.merchant_order_id,
        direction: row.direction,
        status: row.status,
        fiat_money: { amount: fromMinor(BigInt(row.fiat_amount), row.scale), currency: { code: row.fiat_currency } },
        created_at: row.created_at.toISOString(),
      })),
      users: users.map((row) => ({
        uuid: row.id,
        username: row.username,
        type: row.type as SearchResult['users'][number]['type'],
        is_blocked: row.is_blocked,
      })),
      requisites: requisites.map((row) => ({
        id: row.id,
        name: row.name,
        last_digits: row.last_digits,
        payment_type: row.payment_type,
        owner: { uuid: row.user_id, username: row.username },
      })),
    };
  },
});

export type SearchService = ReturnType<typeof createSearchService>;

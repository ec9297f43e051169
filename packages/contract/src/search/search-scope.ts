/** What the header search finds and for whom: plain values, apart from the schemas, so the header reads them without zod. */
import type { Role } from '../common/roles';

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

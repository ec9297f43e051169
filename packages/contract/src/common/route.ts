import type { z } from 'zod';
import type { Role, SubRole } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. Declared once per route; the server enforces it in one hook and the
 * web app reads it only to hide what a role cannot use.
 */
export type Access =
  | { readonly kind: 'public' }
  /** The merchant API: no session, a request signed with the merchant's API key and secret. */
  | { readonly kind: 'merchant_api' }
  /** The device API: a paired phone's bearer token, or an SMS forwarder's per-terminal secret address. */
  | { readonly kind: 'device' }
  | {
      readonly kind: 'session';
      readonly roles: readonly Role[] | 'any';
      readonly deny?: readonly SubRole[];
      /** Only the root administrator, an identity set when the account was created. */
      readonly rootOnly?: true;
    };

/** Records whose owner a route can require to be the caller. */
export const OWNED_RESOURCES = ['requisite', 'session', 'order', 'terminal'] as const;
export type OwnedResource = (typeof OWNED_RESOURCES)[number];

export type RouteDef = {
  readonly method: HttpMethod;
  /** Path below the API's base, with `:name` parameters. */
  readonly path: string;
  readonly access: Access;
  /**
   * The record named by this path parameter must belong to the caller; another user's record
   * answers as not found, so its existence is not theirs to know.
   */
  readonly owner?: { readonly resource: OwnedResource; readonly param: string; readonly roles?: readonly Role[] };
  /**
   * Reachable by a user who must still set up two-factor (REQUIRE_2FA_FOR): the current user,
   * the enrolment itself, logout. Every other session route waits until two-factor is on.
   */
  readonly beforeTwoFactor?: true;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** A larger body than the server's default (1 MB) for this route alone, in bytes: uploads. */
  readonly bodyLimit?: number;
  readonly response: z.ZodType;
};

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

export const publicAccess = { kind: 'public' } as const satisfies Access;
export const merchantApiAccess = { kind: 'merchant_api' } as const satisfies Access;
export const deviceAccess = { kind: 'device' } as const satisfies Access;
export const anyUser = { kind: 'session', roles: 'any' } as const satisfies Access;
/** Admins, but not the support sub-role: users, wallets and flows. */
export const adminsExceptSupport = { kind: 'session', roles: ['admin'], deny: ['support'] } as const satisfies Access;
/** The root administrator alone (the merchant withdrawal from a trader's real wallet). */
export const rootOnly = { kind: 'session', roles: ['admin'], rootOnly: true } as const satisfies Access;
export const rolesOnly = <const R extends readonly Role[]>(...roles: R) => ({ kind: 'session', roles }) as const satisfies Access;

export type BodyOf<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type QueryOf<R extends RouteDef> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type ParamsOf<R extends RouteDef> = R['params'] extends z.ZodType ? z.input<R['params']> : undefined;
export type ResponseOf<R extends RouteDef> = z.output<R['response']>;

export const isStateChanging = (method: HttpMethod) => method !== 'GET';

/** True when a user with this main role and these extra roles (and root or not) passes the access rule. */
export const allows = (access: Access, role: Role | null, extraRoles: readonly string[], isRoot = false) => {
  if (access.kind === 'public') return true;
  if (access.kind === 'merchant_api' || access.kind === 'device' || role === null) return false;
  if (access.roles !== 'any' && !access.roles.includes(role)) return false;
  if (access.rootOnly && !isRoot) return false;
  return !(access.deny ?? []).some((subRole) => extraRoles.includes(subRole));
};

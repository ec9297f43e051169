import type { Access, Language, OwnedResource, Role } from '@paydesk/contract';

export type AuthUser = {
  id: string;
  username: string;
  type: Role;
  roles: string[];
  /** The root administrator: an identity set at creation, never a name. */
  isRoot: boolean;
  twoFactorEnabled: boolean;
};

export type SessionAuth = {
  user: AuthUser;
  /** SHA-256 of the session cookie; the key of the session row. */
  sessionHash: string;
  /** The cookie's value, needed to derive the websocket token. */
  rawSessionId: string;
};

/** Who acts, as services and the audit log need to know them. */
export type Actor = { id: string; type: Role; isRoot: boolean; ip: string | null };

/** What a service reads to answer in the caller's language. */
export type Localized = { lang: Language };

/** Built once per request and handed to every service call: who asks, and in which language. */
export type RequestContext = Localized & { actor: Actor };

/** The context of a request made in a session, from where it came and in which language. */
export const sessionContext = ({ user }: SessionAuth, lang: Language, ip: string | null): RequestContext => ({
  lang,
  actor: { id: user.id, type: user.type, isRoot: user.isRoot, ip },
});

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionAuth | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    /** Who may call the route. A route without it is refused: access is never implicit. */
    access?: Access;
    /** State-changing calls of the web app: the CSRF double-submit token is required. */
    csrf?: boolean;
    /** Reachable while the user must still turn two-factor on (see the contract's RouteDef). */
    beforeTwoFactor?: boolean;
    /** The record in this path parameter must be the caller's (see the contract's RouteDef). */
    owner?: { resource: OwnedResource; param: string; roles?: readonly Role[] };
    /** Polled or static (health, metrics, the web app's files): no log line per request unless it fails. */
    quiet?: boolean;
  }
}

import type { Role } from '@paydesk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import type { SessionAuth } from '../../http/request-context';
import { hmac, sha256 } from '../../shared/crypto';
import { randomToken } from '../../shared/ids';

/**
 * Over HTTPS the cookie carries the `__Host-` prefix: the browser then keeps it only if it is
 * Secure, host-only and for the whole site, so a sibling subdomain cannot plant one. Plain HTTP
 * (local development) cannot use the prefix.
 */
export const sessionCookieName = (req: FastifyRequest) => (req.protocol === 'https' ? '__Host-session' : 'session');
// Writing last_seen_at on every request would make each read a write; a minute is precise enough.
const TOUCH_AFTER_MS = 60_000;

type SessionRow = {
  id_hash: string;
  user_id: string;
  last_seen_at: Date;
  username: string;
  type: Role;
  roles: string[];
  is_root: boolean;
  two_factor_enabled: boolean;
};

export const createSessionService = ({ db, config, appSecret }: Pick<AppDeps, 'db' | 'config' | 'appSecret'>) => {
  const wsTokenFor = (rawSessionId: string) => hmac(appSecret, `ws:${rawSessionId}`);

  return {
    wsTokenFor,

    /** A new 128-bit session id for the user; only its hash is stored. */
    create: async (sql: Sql, userId: string, meta: { ip: string | null; userAgent: string | null }) => {
      const raw = randomToken(16);
      await sql.query(
        `INSERT INTO sessions (id_hash, ws_token_hash, user_id, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5, $6)`,
        [sha256(raw), sha256(wsTokenFor(raw)), userId, config.sessionAbsoluteHours, meta.ip, meta.userAgent?.slice(0, 512) ?? null],
      );
      return raw;
    },

    /** The live session behind a cookie value: not expired, not idle too long, user allowed in. */
    resolve: async (raw: string): Promise<SessionAuth | null> => {
      const [row] = await db.query<SessionRow>(
        `SELECT s.id_hash, s.user_id, s.last_seen_at, u.username, u.type, u.roles, u.is_root, u.two_factor_enabled
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id_hash = $1 AND s.expires_at > now()
            AND s.last_seen_at > now() - make_interval(mins => $2)
            AND u.is_active AND NOT u.is_blocked`,
        [sha256(raw), config.sessionIdleMinutes],
        { prepare: 'session_resolve' },
      );
      if (!row) return null;
      if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
        await db.query('UPDATE sessions SET last_seen_at = now() WHERE id_hash = $1', [row.id_hash]);
      }
      return {
        user: {
          id: row.user_id,
          username: row.username,
          type: row.type,
          roles: row.roles,
          isRoot: row.is_root,
          twoFactorEnabled: row.two_factor_enabled,
        },
        sessionHash: row.id_hash,
        rawSessionId: raw,
      };
    },

    /** The session a websocket token belongs to, if still live. */
    resolveWsToken: async (token: string) => {
      const [row] = await db.query<{ id_hash: string; user_id: string; api_key: string }>(
        `SELECT s.id_hash, s.user_id, u.api_key
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.ws_token_hash = $1 AND s.expires_at > now()
            AND s.last_seen_at > now() - make_interval(mins => $2)
            AND u.is_active AND NOT u.is_blocked`,
        [sha256(token), config.sessionIdleMinutes],
      );
      return row ?? null;
    },

    /** Which of these sessions are still live (not expired, not idle, user allowed in). */
    liveAmong: async (sessionHashes: string[]) =>
      new Set(
        (
          await db.query<{ id_hash: string }>(
            `SELECT s.id_hash FROM sessions s JOIN users u ON u.id = s.user_id
              WHERE s.id_hash = ANY($1) AND s.expires_at > now()
                AND s.last_seen_at > now() - make_interval(mins => $2)
                AND u.is_active AND NOT u.is_blocked`,
            [sessionHashes, config.sessionIdleMinutes],
          )
        ).map((row) => row.id_hash),
      ),

    destroy: async (sql: Sql, sessionHash: string) => {
      await sql.query('DELETE FROM sessions WHERE id_hash = $1', [sessionHash]);
    },

    /** The user's live sessions, most recently used first. */
    listOf: (userId: string) =>
      db.query<{ public_id: string; id_hash: string; user_agent: string | null; ip: string | null; created_at: Date; last_seen_at: Date }>(
        `SELECT public_id, id_hash, user_agent, ip, created_at, last_seen_at FROM sessions
          WHERE user_id = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(mins => $2)
          ORDER BY last_seen_at DESC, created_at DESC`,
        [userId, config.sessionIdleMinutes],
      ),

    /** Ends one of the user's own sessions by its public id; the hash of the ended one, or null. */
    /** The user a session (by its public id) belongs to, or null. */
    ownerOf: async (publicId: string) =>
      (await db.query<{ user_id: string }>('SELECT user_id FROM sessions WHERE public_id = $1', [publicId]))[0]?.user_id ?? null,

    destroyOwn: async (userId: string, publicId: string) =>
      (
        await db.query<{ id_hash: string }>('DELETE FROM sessions WHERE user_id = $1 AND public_id = $2 RETURNING id_hash', [
          userId,
          publicId,
        ])
      )[0]?.id_hash ?? null,

    /** Ends every session of the user, but the one to keep if named. */
    destroyAllOf: async (sql: Sql, userId: string, keep: string | null = null) =>
      (await sql.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2 RETURNING id_hash', [userId, keep])).length,
  };
};

export type SessionService = ReturnType<typeof createSessionService>;

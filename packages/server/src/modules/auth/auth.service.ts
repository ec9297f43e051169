import { RECOVERY_CODE_PATTERN, type LoginBody } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { decrypt, sha256 } from '../../shared/crypto';
import { randomToken } from '../../shared/ids';
import { recordAudit } from '../audit/audit.service';
import { credentials } from '../users/user-directory.service';
import * as repo from './auth.repository';
import { hashPassword, verifyPassword } from './password.util';
import type { SessionService } from './session.service';
import { matchTotp } from './totp.util';
import { createAttemptThrottle, type ThrottleKey } from './attempt-throttle';
import { assertUncommonPassword } from './password-policy';

export const TOTP_PURPOSE = 'totp-secret';
export const PASSWORD_SETUP_TTL_HOURS = 72;

export type ClientMeta = { ip: string | null; userAgent: string | null };

export const createAuthService = (deps: AppDeps, sessions: SessionService) => {
  const { db, config, appSecret, bus } = deps;
  const throttle = createAttemptThrottle(db, config.loginWindowMinutes);

  const byAddress = (ip: string | null): ThrottleKey => ({ key: `ip:${ip ?? 'unknown'}`, limit: config.loginMaxFailuresPerIp });
  const byName = (username: string): ThrottleKey => ({ key: `u:${username.toLowerCase()}`, limit: config.loginMaxFailuresPerUser });
  const byUser = (purpose: string, userId: string): ThrottleKey => ({ key: `${purpose}:${userId}`, limit: config.loginMaxFailuresPerUser });

  const totpSecretOf = (sealed: string | null) => (sealed ? decrypt(appSecret, TOTP_PURPOSE, sealed) : null);

  /** Ends the user's sessions (all, or all but one) and closes their sockets on every process. */
  const endSessions = async (userId: string, keep: string | null) => {
    await bus.publish({ kind: 'sessions_ended', userId, sessionHash: null, ...(keep ? { except: keep } : {}) });
  };

  const confirmPassword = async (userId: string, password: string, ip: string | null) => {
    const attempt = await throttle.reserve([byUser('pw', userId), byAddress(ip)]);
    const user = await repo.findUserById(db, userId);
    if (!user || !(await verifyPassword(password, user.password_hash, config.passwordHashCost))) throw new AppError('password_incorrect');
    await attempt.release();
  };

  return {
    throttle,
    byUser,
    totpSecretOf,

    /**
     * Checks the credentials (and the TOTP code once two-factor is on) and opens a new session.
     * The attempt is counted before the slow hash, so parallel guesses cannot outrun the limit.
     */
    login: async (body: LoginBody, previousSessionHash: string | null, meta: ClientMeta) => {
      const attempt = await throttle.reserve([byName(body.username), byAddress(meta.ip)]);
      const user = await repo.findUserByUsername(db, body.username);
      const passwordOk = await verifyPassword(body.password, user?.password_hash ?? null, config.passwordHashCost);
      if (!user || !passwordOk) throw new AppError('invalid_credentials');
      if (user.is_blocked) throw new AppError('user_blocked');
      if (!user.is_active) throw new AppError('user_inactive');
      if (user.two_factor_enabled) {
        if (!body.code) {
          // The password was right: asking for the code is not a failure.
          await attempt.release();
          throw new AppError('two_factor_required');
        }
        if (RECOVERY_CODE_PATTERN.test(body.code)) {
          if (!(await repo.consumeRecoveryCode(db, user.id, sha256(body.code)))) throw new AppError('two_factor_invalid');
        } else {
          const step = matchTotp(totpSecretOf(user.two_factor_secret) ?? '', body.code);
          if (step === null || !(await credentials.claimTotpStep(db, user.id, step))) throw new AppError('two_factor_invalid');
        }
      }
      const raw = await db.transaction(async (tx) => {
        // The session presented at login, if any, dies: a fixed session id cannot be planted.
        if (previousSessionHash) await sessions.destroy(tx, previousSessionHash);
        return sessions.create(tx, user.id, meta);
      });
      await attempt.release();
      await throttle.clear(byName(body.username).key);
      return { raw, userId: user.id };
    },

    /** A new password set by an admin or at creation: refused when common, hashed otherwise. */
    hashNewPassword: async (password: string, field: string) => {
      assertUncommonPassword(password, field);
      return hashPassword(password, config.passwordHashCost);
    },

    /** Ends every session of a user inside the caller's transaction; the caller publishes the event once it commits. */
    endAllSessions: (sql: Sql, userId: string) => sessions.destroyAllOf(sql, userId),

    /** An admin's reset of a user's two-factor, inside the caller's transaction (which also ends the sessions). */
    /** Turns two-factor sign-in off and forgets the recovery codes, in the caller's transaction. */
    resetTwoFactor: async (sql: Sql, userId: string) => {
      await credentials.clearTwoFactor(sql, userId);
      await repo.deleteRecoveryCodes(sql, userId);
    },

    sessionOwner: (publicId: string) => sessions.ownerOf(publicId),

    /** The user's own sessions, the current one marked. */
    sessions: async (userId: string, currentHash: string) =>
      (await sessions.listOf(userId)).map((row) => ({
        id: row.public_id,
        user_agent: row.user_agent,
        ip: row.ip,
        created_at: row.created_at.toISOString(),
        last_seen_at: row.last_seen_at.toISOString(),
        is_current: row.id_hash === currentHash,
      })),

    /** Ends one of the user's sessions and closes its sockets; another user's id finds nothing. */
    endSession: async (userId: string, publicId: string) => {
      const hash = await sessions.destroyOwn(userId, publicId);
      if (!hash) throw new AppError('not_found');
      await bus.publish({ kind: 'sessions_ended', userId, sessionHash: hash });
    },

    endOtherSessions: async (userId: string, currentHash: string) => {
      const ended = await sessions.destroyAllOf(db, userId, currentHash);
      await endSessions(userId, currentHash);
      return ended;
    },

    logout: async (userId: string, sessionHash: string) => {
      await sessions.destroy(db, sessionHash);
      await bus.publish({ kind: 'sessions_ended', userId, sessionHash });
    },

    /** Checks the signed-in user's password before a sensitive change; guesses are throttled like logins. */
    confirmPassword: (userId: string, password: string, ip: string | null) => confirmPassword(userId, password, ip),

    /** A new password ends every other session of the user; the one that changed it stays. */
    changePassword: async (userId: string, sessionHash: string, current: string, next: string, meta: ClientMeta) => {
      assertUncommonPassword(next, 'new_password');
      await confirmPassword(userId, current, meta.ip);
      const hash = await hashPassword(next, config.passwordHashCost);
      await db.transaction(async (tx) => {
        await credentials.setPasswordHash(tx, userId, hash);
        await sessions.destroyAllOf(tx, userId, sessionHash);
        await recordAudit(tx, { actorId: userId, action: 'user.password_changed', entityType: 'user', entityId: userId, ip: meta.ip });
      });
      await endSessions(userId, sessionHash);
    },

    /** A one-time code that lets a user set their password (the invite link). */
    issuePasswordSetupCode: async (userId: string) => {
      const code = randomToken(24);
      await repo.createPasswordSetupToken(db, sha256(code), userId, PASSWORD_SETUP_TTL_HOURS);
      return code;
    },

    /**
     * Sets a password from an invite code. The code is checked (and failures throttled by
     * address) before the slow hash, so guessing codes costs the server nothing.
     */
    setupPassword: async (code: string, password: string, meta: ClientMeta) => {
      assertUncommonPassword(password, 'new_password');
      const attempt = await throttle.reserve([{ key: `setup:${meta.ip ?? 'unknown'}`, limit: config.loginMaxFailuresPerUser }]);
      const codeHash = sha256(code);
      if (!(await repo.findPasswordSetupToken(db, codeHash))) throw new AppError('invite_invalid');
      await attempt.release();
      const hash = await hashPassword(password, config.passwordHashCost);
      const userId = await db.transaction(async (tx) => {
        const token = await repo.consumePasswordSetupToken(tx, codeHash);
        if (!token) throw new AppError('invite_invalid');
        await credentials.setPasswordHash(tx, token.user_id, hash);
        await sessions.destroyAllOf(tx, token.user_id);
        await recordAudit(tx, {
          actorId: token.user_id,
          action: 'user.password_set',
          entityType: 'user',
          entityId: token.user_id,
          ip: meta.ip,
        });
        return token.user_id;
      });
      await endSessions(userId, null);
      return userId;
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;

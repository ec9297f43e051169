import type { LoginBody } from '@paydesk/contract';
import QRCode from 'qrcode';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { decrypt, encrypt, sha256 } from '../../shared/crypto';
import { randomToken } from '../../shared/ids';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './auth.repository';
import { hashPassword, verifyPassword } from './password.util';
import type { SessionService } from './session.service';
import { generateTotpSecret, matchTotp, totpUri } from './totp.util';

const TOTP_PURPOSE = 'totp-secret';
const TOTP_ISSUER = 'Paydesk';
export const PASSWORD_SETUP_TTL_HOURS = 72;

type ClientMeta = { ip: string | null; userAgent: string | null };

export const createAuthService = (deps: AppDeps, sessions: SessionService) => {
  const { db, config, appSecret, bus } = deps;

  const throttleKeys = (username: string, ip: string | null) => ({
    user: `u:${username.toLowerCase()}`,
    ip: `ip:${ip ?? 'unknown'}`,
  });

  /** Refuses the attempt when the username or the address has failed too often lately. */
  const assertNotThrottled = async (keys: { user: string; ip: string }) => {
    const counts = await repo.countRecentFailures(db, [keys.user, keys.ip], config.loginWindowMinutes);
    const byUser = counts.get(keys.user);
    const byIp = counts.get(keys.ip);
    const limited =
      (byUser && byUser.count >= config.loginMaxFailuresPerUser ? byUser : null) ??
      (byIp && byIp.count >= config.loginMaxFailuresPerIp ? byIp : null);
    if (!limited) return;
    const retryMs = limited.oldest.getTime() + config.loginWindowMinutes * 60_000 - Date.now();
    throw new AppError('too_many_attempts', { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) });
  };

  const fail = async (keys: { user: string; ip: string }, code: 'invalid_credentials' | 'two_factor_invalid') => {
    await repo.recordFailures(db, [keys.user, keys.ip]);
    throw new AppError(code);
  };

  const totpSecretOf = (sealed: string | null) => (sealed ? decrypt(appSecret, TOTP_PURPOSE, sealed) : null);

  return {
    /** Checks the credentials (and the TOTP code once two-factor is on) and opens a new session. */
    login: async (body: LoginBody, previousSessionHash: string | null, meta: ClientMeta) => {
      const keys = throttleKeys(body.username, meta.ip);
      await assertNotThrottled(keys);
      const user = await repo.findUserByUsername(db, body.username);
      const passwordOk = await verifyPassword(body.password, user?.password_hash ?? null);
      if (!user || !passwordOk) return fail(keys, 'invalid_credentials');
      if (user.is_blocked) throw new AppError('user_blocked');
      if (!user.is_active) throw new AppError('user_inactive');
      if (user.two_factor_enabled) {
        if (!body.code) throw new AppError('two_factor_required');
        const step = matchTotp(totpSecretOf(user.two_factor_secret) ?? '', body.code);
        if (step === null || !(await repo.claimTotpStep(db, user.id, step))) return fail(keys, 'two_factor_invalid');
      }
      const raw = await db.transaction(async (tx) => {
        // The session presented at login, if any, dies: a fixed session id cannot be planted.
        if (previousSessionHash) await sessions.destroy(tx, previousSessionHash);
        await repo.clearFailures(tx, keys.user);
        return sessions.create(tx, user.id, meta);
      });
      return { raw, userId: user.id };
    },

    logout: async (userId: string, sessionHash: string) => {
      await sessions.destroy(db, sessionHash);
      await bus.publish({ kind: 'sessions_ended', userId, sessionHash });
    },

    changePassword: async (userId: string, current: string, next: string, meta: ClientMeta) => {
      const user = await repo.findUserById(db, userId);
      if (!user || !(await verifyPassword(current, user.password_hash))) throw new AppError('password_incorrect');
      const hash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, userId, hash);
        await recordAudit(tx, { actorId: userId, action: 'user.password_changed', entityType: 'user', entityId: userId, ip: meta.ip });
      });
    },

    /** A one-time code that lets a user set their password (the invite link). */
    issuePasswordSetupCode: async (userId: string) => {
      const code = randomToken(24);
      await repo.createPasswordSetupToken(db, sha256(code), userId, PASSWORD_SETUP_TTL_HOURS);
      return code;
    },

    setupPassword: async (code: string, password: string, meta: ClientMeta) => {
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const token = await repo.consumePasswordSetupToken(tx, sha256(code));
        if (!token) throw new AppError('invite_invalid');
        await repo.setPassword(tx, token.user_id, hash);
        await sessions.destroyAllOf(tx, token.user_id);
        await recordAudit(tx, {
          actorId: token.user_id,
          action: 'user.password_set',
          entityType: 'user',
          entityId: token.user_id,
          ip: meta.ip,
        });
      });
    },

    /** Starts two-factor setup: a new secret, kept pending until a valid code confirms it. */
    startTwoFactor: async (userId: string, username: string) => {
      const user = await repo.findUserById(db, userId);
      if (user?.two_factor_enabled) throw new AppError('conflict');
      const secret = generateTotpSecret();
      await repo.setPendingTwoFactorSecret(db, userId, encrypt(appSecret, TOTP_PURPOSE, secret));
      const uri = totpUri(secret, username, TOTP_ISSUER);
      return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
    },

    confirmTwoFactor: async (userId: string, code: string, meta: ClientMeta) => {
      const user = await repo.findUserById(db, userId);
      const pending = totpSecretOf(user?.two_factor_pending_secret ?? null);
      if (!user || !pending) throw new AppError('two_factor_not_started');
      const step = matchTotp(pending, code);
      if (step === null) throw new AppError('two_factor_invalid');
      await db.transaction(async (tx) => {
        if (!(await repo.claimTotpStep(tx, userId, step))) throw new AppError('two_factor_invalid');
        await repo.enableTwoFactor(tx, userId);
        await recordAudit(tx, { actorId: userId, action: 'user.two_factor_enabled', entityType: 'user', entityId: userId, ip: meta.ip });
      });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;

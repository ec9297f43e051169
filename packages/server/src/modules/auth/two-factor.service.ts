import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@paydesk/contract';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { encrypt, sha256 } from '../../shared/crypto';
import { recordAudit } from '../audit/audit.service';
import { credentials } from '../users/user-directory.service';
import * as repo from './auth.repository';
import { TOTP_PURPOSE, type AuthService, type ClientMeta } from './auth.service';
import { generateTotpSecret, matchTotp, totpUri } from './totp.util';

const TOTP_ISSUER = 'Paydesk';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `abcde-fghij`: 50 random bits, easy to type from paper. */
const recoveryCode = () => {
  const chars = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/**
 * Two-factor enrolment, recovery codes and switching it off. Each step that changes it needs the
 * current password (checked and throttled by the auth service); codes are stored only hashed.
 */
export const createTwoFactorService = (
  { db, appSecret }: AppDeps,
  auth: Pick<AuthService, 'confirmPassword' | 'throttle' | 'byUser' | 'totpSecretOf' | 'resetTwoFactor'>,
) => {
  const issueRecoveryCodes = async (sql: Parameters<typeof repo.replaceRecoveryCodes>[0], userId: string) => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await repo.replaceRecoveryCodes(sql, userId, codes.map(sha256));
    return codes;
  };

  return {
    /** A new secret, kept pending until a valid code confirms it. */
    start: async (userId: string, username: string, password: string, meta: ClientMeta) => {
      await auth.confirmPassword(userId, password, meta.ip);
      const user = await repo.findUserById(db, userId);
      if (user?.two_factor_enabled) throw new AppError('conflict');
      const secret = generateTotpSecret();
      await credentials.setPendingTwoFactorSecret(db, userId, encrypt(appSecret, TOTP_PURPOSE, secret));
      const uri = totpUri(secret, username, TOTP_ISSUER);
      return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
    },

    /** Turns two-factor on with a valid code; the answer is the only time the recovery codes are shown. */
    confirm: async (userId: string, code: string, meta: ClientMeta) => {
      const user = await repo.findUserById(db, userId);
      const pending = auth.totpSecretOf(user?.two_factor_pending_secret ?? null);
      if (!user || !pending) throw new AppError('two_factor_not_started');
      const attempt = await auth.throttle.reserve([auth.byUser('totp', userId)]);
      const step = matchTotp(pending, code);
      if (step === null) throw new AppError('two_factor_invalid');
      await attempt.release();
      return db.transaction(async (tx) => {
        if (!(await credentials.claimTotpStep(tx, userId, step))) throw new AppError('two_factor_invalid');
        await credentials.enableTwoFactor(tx, userId);
        const codes = await issueRecoveryCodes(tx, userId);
        await recordAudit(tx, { actorId: userId, action: 'user.two_factor_enabled', entityType: 'user', entityId: userId, ip: meta.ip });
        return codes;
      });
    },

    /** Both factors: the password, then a current code (or an unused recovery code), guesses throttled. */
    disable: async (userId: string, password: string, code: string, meta: ClientMeta) => {
      await auth.confirmPassword(userId, password, meta.ip);
      const user = await repo.findUserById(db, userId);
      if (!user?.two_factor_enabled) throw new AppError('two_factor_not_started');
      const attempt = await auth.throttle.reserve([auth.byUser('totp', userId)]);
      await db.transaction(async (tx) => {
        if (RECOVERY_CODE_PATTERN.test(code)) {
          if (!(await repo.consumeRecoveryCode(tx, userId, sha256(code)))) throw new AppError('two_factor_invalid');
        } else {
          const step = matchTotp(auth.totpSecretOf(user.two_factor_secret) ?? '', code);
          if (step === null || !(await credentials.claimTotpStep(tx, userId, step))) throw new AppError('two_factor_invalid');
        }
        await auth.resetTwoFactor(tx, userId);
        await recordAudit(tx, { actorId: userId, action: 'user.two_factor_disabled', entityType: 'user', entityId: userId, ip: meta.ip });
      });
      await attempt.release();
    },

    /** New recovery codes; the old ones stop working. */
    regenerateRecoveryCodes: async (userId: string, password: string, meta: ClientMeta) => {
      await auth.confirmPassword(userId, password, meta.ip);
      const user = await repo.findUserById(db, userId);
      if (!user?.two_factor_enabled) throw new AppError('two_factor_not_started');
      return db.transaction(async (tx) => {
        const codes = await issueRecoveryCodes(tx, userId);
        await recordAudit(tx, {
          actorId: userId,
          action: 'user.recovery_codes_regenerated',
          entityType: 'user',
          entityId: userId,
          ip: meta.ip,
        });
        return codes;
      });
    },
  };
};

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

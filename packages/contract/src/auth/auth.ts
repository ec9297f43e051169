import { z } from 'zod';
import { anyUser, defineRoute, publicAccess } from '../common/route';
import { okSchema } from '../common/envelope';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, RECOVERY_CODE_PATTERN } from './auth-codes';

export {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  SIGNED_IN_COOKIE,
  COLOR_SCHEME_KEY,
  CURRENT_USER_ELEMENT_ID,
  TOTP_DIGITS,
} from './auth-codes';

/**
 * A password as chosen: never trimmed, so one with spaces logs in exactly as typed. New ones
 * need the minimum length (the server also refuses the most common passwords); a password that
 * is only checked (login, current password) may be older and shorter.
 */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH)
  .max(MAX_PASSWORD_LENGTH)
  .refine((value) => value.trim() !== '', { params: { code: 'required' } });
const givenPassword = z.string().min(1).max(MAX_PASSWORD_LENGTH);

/** The 6-digit code from the authenticator app, or one of the recovery codes. */
const twoFactorCode = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value), { params: { code: 'two_factor_code' } });

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: givenPassword,
  /** Required once two-factor is on. */
  code: twoFactorCode.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const changePasswordBody = z
  .object({ current_password: givenPassword, new_password: newPasswordSchema, confirm_password: givenPassword })
  .refine((body) => body.new_password === body.confirm_password, { path: ['confirm_password'], params: { code: 'password_mismatch' } });

export const passwordSetupBody = z
  .object({ new_password: newPasswordSchema, confirm_password: givenPassword, code: z.string().min(1).max(128) })
  .refine((body) => body.new_password === body.confirm_password, { path: ['confirm_password'], params: { code: 'password_mismatch' } });

export const currentPasswordBody = z.object({ current_password: givenPassword });

/** Turning two-factor off takes both factors: the password and a current code. */
export const disableTwoFactorBody = z.object({ current_password: givenPassword, code: twoFactorCode });

export const twoFactorSecretSchema = z.object({
  secret: z.string(),
  /** otpauth:// URI the QR code encodes. */
  uri: z.string(),
  /** PNG data URL of the QR code. */
  qr: z.string(),
});

export const sessionSchema = z.object({
  id: z.string(),
  /** The browser or client, from its user agent. */
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request came with. */
  is_current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const authRoutes = {
  csrfCookie: defineRoute({ method: 'GET', path: '/csrf-cookie', access: publicAccess, response: okSchema }),
  login: defineRoute({ method: 'POST', path: '/login', access: publicAccess, body: loginBody, response: okSchema }),
  logout: defineRoute({ method: 'POST', path: '/logout', access: anyUser, beforeTwoFactor: true, response: okSchema }),
  changePassword: defineRoute({ method: 'POST', path: '/user/password', access: anyUser, body: changePasswordBody, response: okSchema }),
  passwordSetup: defineRoute({
    method: 'POST',
    path: '/password/setup',
    access: publicAccess,
    body: passwordSetupBody,
    response: okSchema,
  }),
  sessions: defineRoute({ method: 'GET', path: '/user/sessions', access: anyUser, response: z.array(sessionSchema) }),
  endSession: defineRoute({
    method: 'POST',
    path: '/user/sessions/:id/end',
    access: anyUser,
    owner: { resource: 'session', param: 'id' },
    params: z.object({ id: z.string().uuid() }),
    response: okSchema,
  }),
  endOtherSessions: defineRoute({
    method: 'POST',
    path: '/user/sessions/end_others',
    access: anyUser,
    response: z.object({ ended: z.number().int() }),
  }),
  /** Starts enrolment; the current password first. Reachable while two-factor setup is required. */
  twoFactorSecret: defineRoute({
    method: 'POST',
    path: '/secretGoogleAuth',
    access: anyUser,
    beforeTwoFactor: true,
    body: currentPasswordBody,
    response: twoFactorSecretSchema,
  }),
  /** Confirms enrolment with a code; the answer carries the recovery codes, the only time they are shown. */
  twoFactorVerify: defineRoute({
    method: 'POST',
    path: '/secretGoogleAuth/verify',
    access: anyUser,
    beforeTwoFactor: true,
    body: z.object({ code: z.string().regex(/^\d{6}$/) }),
    response: z.object({ two_factor: z.literal(true), recovery_codes: z.array(z.string()) }),
  }),
  twoFactorDisable: defineRoute({
    method: 'POST',
    path: '/secretGoogleAuth/disable',
    access: anyUser,
    body: disableTwoFactorBody,
    response: z.object({ two_factor: z.literal(false) }),
  }),
  recoveryCodes: defineRoute({
    method: 'POST',
    path: '/secretGoogleAuth/recovery_codes',
    access: anyUser,
    body: currentPasswordBody,
    response: z.object({ recovery_codes: z.array(z.string()) }),
  }),
};

import { z } from 'zod';
import { anyUser, defineRoute, publicAccess } from '../common/route';
import { okSchema } from '../common/envelope';

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase; short enough to bound the cost of hashing it. */
export const MAX_PASSWORD_LENGTH = 256;
export const TOTP_DIGITS = 6;

/**
 * A password as chosen: never trimmed, so one with spaces logs in exactly as typed. New ones
 * need the minimum length (the server also refuses the most common passwords); a password that
 * is only checked (login, current password) may be older and shorter.
 */
export const newPasswordSchema = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);
const givenPassword = z.string().min(1).max(MAX_PASSWORD_LENGTH);

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: givenPassword,
  /** Required once two-factor is on; the server answers `two_factor_required` without it. */
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const changePasswordBody = z
  .object({ current_password: givenPassword, new_password: newPasswordSchema, confirm_password: givenPassword })
  .refine((body) => body.new_password === body.confirm_password, { path: ['confirm_password'], params: { code: 'password_mismatch' } });

export const passwordSetupBody = z
  .object({ new_password: newPasswordSchema, confirm_password: givenPassword, code: z.string().min(1).max(128) })
  .refine((body) => body.new_password === body.confirm_password, { path: ['confirm_password'], params: { code: 'password_mismatch' } });

export const twoFactorSecretSchema = z.object({
  secret: z.string(),
  /** otpauth:// URI the QR code encodes. */
  uri: z.string(),
  /** PNG data URL of the QR code. */
  qr: z.string(),
});

export const authRoutes = {
  csrfCookie: defineRoute({ method: 'GET', path: '/csrf-cookie', access: publicAccess, response: okSchema }),
  login: defineRoute({ method: 'POST', path: '/login', access: publicAccess, body: loginBody, response: okSchema }),
  logout: defineRoute({ method: 'POST', path: '/logout', access: anyUser, response: okSchema }),
  changePassword: defineRoute({ method: 'POST', path: '/user/password', access: anyUser, body: changePasswordBody, response: okSchema }),
  passwordSetup: defineRoute({
    method: 'POST',
    path: '/password/setup',
    access: publicAccess,
    body: passwordSetupBody,
    response: okSchema,
  }),
  twoFactorSecret: defineRoute({ method: 'POST', path: '/secretGoogleAuth', access: anyUser, response: twoFactorSecretSchema }),
  twoFactorVerify: defineRoute({
    method: 'POST',
    path: '/secretGoogleAuth/verify',
    access: anyUser,
    body: z.object({ code: z.string().regex(/^\d{6}$/) }),
    response: z.object({ two_factor: z.literal(true) }),
  }),
};

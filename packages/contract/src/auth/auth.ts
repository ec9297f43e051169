import { z } from 'zod';
import { anyUser, defineRoute, publicAccess } from '../common/route';
import { okSchema } from '../common/envelope';

export const MIN_PASSWORD_LENGTH = 6;
export const TOTP_DIGITS = 6;

const password = z.string().trim().min(MIN_PASSWORD_LENGTH).max(256);

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  /** Required once two-factor is on; the server answers `two_factor_required` without it. */
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const changePasswordBody = z
  .object({ current_password: password, new_password: password, confirm_password: password })
  .refine((body) => body.new_password === body.confirm_password, { path: ['confirm_password'], params: { code: 'password_mismatch' } });

export const passwordSetupBody = z
  .object({ new_password: password, confirm_password: password, code: z.string().min(1).max(128) })
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

import { z } from 'zod';
import { ROLES } from '../common/roles';

export const moneySchema = z.object({
  /** Exact decimal string, never a float. */
  amount: z.string(),
  currency: z.object({ code: z.string(), name: z.string(), ratio_fraction: z.number().int() }),
});
export type Money = z.infer<typeof moneySchema>;

export const walletSchema = z.object({
  name: z.string(),
  type: z.object({ slug: z.enum(['virtual', 'real']) }),
  address: z.string().nullable(),
  amount: moneySchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const feeDirectionSchema = z.enum(['pay_in', 'pay_out']);
export type FeeDirection = z.infer<typeof feeDirectionSchema>;

export const profileFeeSchema = z.object({
  direction: feeDirectionSchema,
  min_amount: z.string(),
  max_amount: z.string().nullable(),
  percentage: z.string(),
});
export type ProfileFee = z.infer<typeof profileFeeSchema>;

export const profileSchema = z
  .object({
    insurance_paid: z.boolean().optional(),
    withdraw_open: z.boolean().optional(),
    deposit_open: z.boolean().optional(),
    insurance_payment_amount: moneySchema.nullable().optional(),
    insurance_payment_currency: z.string().nullable().optional(),
    fees: z.array(profileFeeSchema).optional(),
  })
  .nullable();

export const apiKeysSchema = z.object({
  /** Public identifier of the user in the merchant API. */
  key: z.string(),
  /** Whether an API secret exists; the secret itself is shown only when it is made. */
  has_secret: z.boolean(),
  /** Whether a webhook signing key is set; the key itself is read on demand (`GET /user/notification_key`), never with the user. */
  has_notification: z.boolean(),
});

export const currentUserSchema = z.object({
  uuid: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  type: z.object({ slug: z.enum(ROLES), title: z.string() }),
  roles: z.array(z.string()),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  manual_withdrawal: z.boolean(),
  two_factor: z.boolean(),
  /** Two-factor is required for this user's role and not yet on: only its setup is reachable. */
  two_factor_setup_required: z.boolean(),
  /** The root administrator (an identity set at creation): the merchant withdrawal is theirs alone. */
  is_root: z.boolean(),
  invite_code: z.string().nullable(),
  comment: z.string().nullable(),
  is_online: z.boolean(),
  api_keys: apiKeysSchema,
  ws_token: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  wallets: z.array(walletSchema),
  notification_url: z.string().nullable(),
  profile: profileSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

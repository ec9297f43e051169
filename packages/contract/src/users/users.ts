import { z } from 'zod';
import { nullableText, okSchema } from '../common/envelope';
import { amountSchema, percentageSchema } from '../common/decimal';
import { compareDecimals } from '../common/money';
import { listOf, listQuerySchema } from '../common/list';
import { EXTRA_ROLES, ROLES } from '../common/roles';
import { adminsExceptSupport, defineRoute, rolesOnly } from '../common/route';
import { feeDirectionSchema, moneySchema, profileFeeSchema, walletSchema } from '../account/user';
import { newPasswordSchema } from '../auth/auth';

export const MIN_USERNAME_LENGTH = 3;
export const DEFAULT_FEE_PERCENTAGE = '5';
export const CREATE_FORM_RESET_MAX_AMOUNT = '499';

const userRef = z.object({ uuid: z.string(), username: z.string() });

export const teamleadSchema = z.object({
  user_uuid: z.string(),
  username: z.string(),
  is_main: z.boolean(),
  pay_in_percentage: z.string(),
  pay_out_percentage: z.string(),
});

export const referralSchema = z.object({
  user: userRef,
  user_uuid: z.string(),
  pay_in_percentage: z.string(),
  pay_out_percentage: z.string(),
});

export const traderProfileSchema = z.object({
  kind: z.literal('trader'),
  withdraw_open: z.boolean(),
  deposit_open: z.boolean(),
  insurance_paid: z.boolean(),
  insurance_payment_amount: moneySchema.nullable(),
  insurance_payment_currency: z.string().nullable(),
  fees: z.array(profileFeeSchema),
  teamleads: z.array(teamleadSchema),
});

export const merchantProfileSchema = z.object({
  kind: z.literal('merchant'),
  pay_in_percentage: z.string(),
  pay_out_percentage: z.string(),
  referrals: z.array(referralSchema),
});

export const agentProfileSchema = z.object({
  kind: z.literal('agent'),
  traders: z.array(z.object({ uuid: z.string(), username: z.string(), pay_in_percentage: z.string(), pay_out_percentage: z.string() })),
});

export const userProfileSchema = z.discriminatedUnion('kind', [traderProfileSchema, merchantProfileSchema, agentProfileSchema]).nullable();

export const managedUserSchema = z.object({
  uuid: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  type: z.enum(ROLES),
  comment: z.string().nullable(),
  block_comment: z.string().nullable(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  is_online: z.boolean(),
  manual_withdrawal: z.boolean(),
  two_factor: z.boolean(),
  /** The root administrator: nobody else may change their credentials, roles or block status. */
  is_root: z.boolean(),
  invite_code: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  wallets: z.array(walletSchema),
  /** USDT in the ledger: available, held for open orders and withdrawals, and the trader's insurance. */
  balance: z.object({ available: moneySchema, held: moneySchema, insurance: moneySchema }),
  created_at: z.string(),
  profile: userProfileSchema,
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: userRef.nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const feeInput = z
  .object({
    direction: feeDirectionSchema,
    min_amount: amountSchema.default('0'),
    max_amount: amountSchema.nullable().default(null),
    percentage: percentageSchema,
  })
  .refine((fee) => fee.max_amount === null || compareDecimals(fee.min_amount, fee.max_amount) <= 0, {
    path: ['max_amount'],
    params: { code: 'fee_min_max' },
  });

/** Fee ranges of one direction may not overlap (a null max is unlimited). */
/**
 * Ranges of one direction may touch but not overlap: a range holds its lower bound and not its
 * upper, so `0–10000` then `10000–unlimited` puts every amount, to the last decimal, in exactly one.
 */
const noOverlap = (fees: z.infer<typeof feeInput>[]) =>
  (['pay_in', 'pay_out'] as const).every((direction) => {
    const ranges = fees.filter((fee) => fee.direction === direction).sort((a, b) => compareDecimals(a.min_amount, b.min_amount));
    return ranges.every((fee, index) => {
      const next = ranges[index + 1];
      return !next || (fee.max_amount !== null && compareDecimals(fee.max_amount, next.min_amount) <= 0);
    });
  });

export const feesInput = z
  .array(feeInput)
  .max(40)
  .refine(noOverlap, { params: { code: 'fee_overlap' } });

const teamleadInput = z.object({
  user_uuid: z.string().uuid(),
  is_main: z.boolean().default(false),
  pay_in_percentage: percentageSchema,
  pay_out_percentage: percentageSchema,
});

const referralInput = z.object({ user_uuid: z.string().uuid(), pay_in_percentage: percentageSchema, pay_out_percentage: percentageSchema });

const uniqueBy =
  <T>(key: (item: T) => string) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

export const profileInput = z
  .object({
    // trader
    withdraw_open: z.boolean().optional(),
    deposit_open: z.boolean().optional(),
    /**
     * Whether the trader owes an insurance deposit. On, the amount is required (0 means none due);
     * off, nothing is due and the trader works at once.
     */
    insurance_required: z.boolean().optional(),
    insurance_payment_amount: amountSchema.nullable().optional(),
    fees: feesInput.optional(),
    teamleads: z
      .array(teamleadInput)
      .max(10)
      .refine(
        uniqueBy((t: { user_uuid: string }) => t.user_uuid),
        { params: { code: 'duplicate' } },
      )
      .refine((list) => list.filter((t) => t.is_main).length <= 1, { params: { code: 'one_main' } })
      .optional(),
    // merchant
    pay_in_percentage: percentageSchema.optional(),
    pay_out_percentage: percentageSchema.optional(),
    referrals: z
      .array(referralInput)
      .max(10)
      .refine(
        uniqueBy((r: { user_uuid: string }) => r.user_uuid),
        { params: { code: 'duplicate' } },
      )
      .optional(),
  })
  .refine((profile) => profile.insurance_required !== true || typeof profile.insurance_payment_amount === 'string', {
    path: ['insurance_payment_amount'],
    params: { code: 'required' },
  });
export type ProfileInput = z.infer<typeof profileInput>;

const username = z
  .string()
  .trim()
  .min(MIN_USERNAME_LENGTH)
  .max(64)
  .refine((value) => /^[\w.@-]+$/.test(value), { params: { code: 'username_chars' } });
const email = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().email().max(255).nullable(),
);

export const createUserBody = z
  .object({
    username,
    password: z.preprocess((value) => (value === '' ? null : value), newPasswordSchema.nullable()).optional(),
    email: email.optional(),
    comment: nullableText(500).optional(),
    type: z.enum(ROLES),
    roles: z.array(z.enum(EXTRA_ROLES)).max(EXTRA_ROLES.length).default([]),
    is_active: z.boolean().default(true),
    manual_withdrawal: z.boolean().default(false),
    create_invite_link: z.boolean().default(false),
    profile: profileInput.default({}),
  })
  .refine((body) => body.create_invite_link || (body.password ?? null) !== null, { path: ['password'], params: { code: 'required' } });
export type CreateUserBody = z.input<typeof createUserBody>;

/** Only the changed fields; an empty password is never sent, so one given must be valid. */
export const updateUserBody = z.object({
  username: username.optional(),
  password: newPasswordSchema.optional(),
  email: email.optional(),
  comment: nullableText(500).optional(),
  roles: z.array(z.enum(EXTRA_ROLES)).max(EXTRA_ROLES.length).optional(),
  is_active: z.boolean().optional(),
  manual_withdrawal: z.boolean().optional(),
  profile: profileInput.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const blockUserBody = z.object({ uuid: z.string().uuid(), comment: z.string().trim().min(1).max(500) });
export const unblockUserBody = z.object({ uuid: z.string().uuid() });

export const agentTraderSchema = z.object({
  uuid: z.string(),
  username: z.string(),
  is_online: z.boolean(),
  is_active: z.boolean(),
  is_blocked: z.boolean(),
  is_main: z.boolean(),
  pay_in_percentage: z.string(),
  pay_out_percentage: z.string(),
});

const uuidParams = z.object({ uuid: z.string().uuid() });

export const usersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/user',
    access: adminsExceptSupport,
    query: listQuerySchema,
    response: listOf(managedUserSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/user',
    access: adminsExceptSupport,
    body: createUserBody,
    response: z.object({ user: managedUserSchema, invite_link: z.string().nullable() }),
  }),
  details: defineRoute({
    method: 'GET',
    path: '/user/:uuid',
    access: adminsExceptSupport,
    params: uuidParams,
    response: z.object({ user: managedUserSchema, history: z.array(auditEntrySchema) }),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/user/:uuid',
    access: adminsExceptSupport,
    params: uuidParams,
    body: updateUserBody,
    response: managedUserSchema,
  }),
  block: defineRoute({ method: 'POST', path: '/user/block', access: adminsExceptSupport, body: blockUserBody, response: okSchema }),
  unblock: defineRoute({ method: 'POST', path: '/user/unblock', access: adminsExceptSupport, body: unblockUserBody, response: okSchema }),
  roles: defineRoute({
    method: 'GET',
    path: '/role',
    access: adminsExceptSupport,
    response: z.array(z.object({ slug: z.string(), title: z.string(), is_main: z.boolean() })),
  }),
  permissions: defineRoute({
    method: 'GET',
    path: '/permission',
    access: adminsExceptSupport,
    response: z.array(z.object({ slug: z.string(), title: z.string() })),
  }),
  /** Marks a trader's insurance settled without moving money (paid outside the platform, or waived). */
  settleInsurance: defineRoute({
    method: 'POST',
    path: '/user/:uuid/insurance/settle',
    access: adminsExceptSupport,
    params: uuidParams,
    response: managedUserSchema,
  }),
  /** Turns a user's two-factor off (a lost phone): their sessions end and they enrol again. */
  resetTwoFactor: defineRoute({
    method: 'POST',
    path: '/user/:uuid/two_factor/reset',
    access: adminsExceptSupport,
    params: uuidParams,
    response: managedUserSchema,
  }),
  agentTraders: defineRoute({
    method: 'GET',
    path: '/agent/trader/',
    access: rolesOnly('agent'),
    query: listQuerySchema,
    response: listOf(agentTraderSchema),
  }),
};

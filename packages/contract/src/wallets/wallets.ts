import { z } from 'zod';
import { walletSchema } from '../account/user';
import { amountSchema } from '../common/decimal';
import { compareDecimals } from '../common/money';
import { listOf, listQuerySchema } from '../common/list';
import { okSchema } from '../common/envelope';
import { adminsExceptSupport, defineRoute, rolesOnly, rootOnly } from '../common/route';

/** `insurance`: a trader's insurance deposit taken from the balance, listed so the history agrees with the total. */
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'insurance'] as const;
export const DEPOSIT_STATUSES = ['pending', 'credited'] as const;
export const WITHDRAWAL_STATUSES = ['moderation', 'approved', 'completed', 'rejected', 'failed'] as const;
export const TRANSACTION_STATUSES = [...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES] as const;
/**
 * What a balance history row is about: the payments' own types, and every other ledger movement
 * of the wallet (an order's holds, releases and settlement, rewards, fees, corrections, funding).
 */
export const MOVEMENT_TYPES = [...TRANSACTION_TYPES, 'order', 'reward', 'fee', 'correction', 'funding'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
/** The ledger transfer kinds a wallet's history names as its action (the row's `action.slug`). */
export const MOVEMENT_ACTIONS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal',
  'merchant_payout',
  'insurance',
  'insurance_claim',
  'order_hold',
  'order_release',
  'order_settlement',
  'trader_reward',
  'partner_reward',
  'teamlead_reward',
  'referral_reward',
  'platform_fee',
  'dispute_correction',
  'demo_funding',
  'partner_topup',
] as const;
/** What a movement was for: the record its row links to. */
export const MOVEMENT_REFERENCES = ['order', 'deposit', 'withdrawal'] as const;
export const WITHDRAWAL_CURRENCIES = ['USDT'] as const;
export const MERCHANT_WITHDRAWAL_MIN_AMOUNT = 1;
export const MERCHANT_WITHDRAWAL_MIN_ADDRESS_LENGTH = 10;

const titled = <T extends readonly [string, ...string[]]>(values: T) => z.object({ slug: z.enum(values), title: z.string() });
const amountOnly = z.object({ amount: z.string(), currency: z.object({ code: z.string() }) });

/** One line of a balance history: a deposit, a withdrawal or another ledger movement, with the balance around it. */
export const transactionSchema = z.object({
  guid: z.string(),
  type: titled(MOVEMENT_TYPES),
  status: titled(TRANSACTION_STATUSES),
  money: amountOnly,
  date: z.string(),
  action: z.object({ slug: z.string(), title: z.string() }),
  payable: z.object({ uuid: z.string(), username: z.string() }),
  address: z.string().nullable(),
  tx_id: z.string().nullable(),
  balance_before: amountOnly.nullable(),
  balance_after: amountOnly.nullable(),
  /** Money into the wallet (`credit`) or out of it (`debit`); null on the payments' lists, which are not one wallet's. */
  side: z.enum(['credit', 'debit']).nullable(),
  /** The order, deposit or withdrawal the row belongs to (an order's direction says where it is listed). */
  reference: z
    .object({ type: z.enum(MOVEMENT_REFERENCES), id: z.string(), direction: z.enum(['pay_in', 'pay_out']).nullable() })
    .nullable(),
});
export type WalletTransaction = z.infer<typeof transactionSchema>;

/** A holder of real wallets (the wallets page): one row per user, the root's marked as the system's. */
export const walletHolderSchema = z.object({
  holder: z.object({ uuid: z.string(), username: z.string(), is_root: z.boolean() }),
  account_uuid: z.string().nullable(),
  wallets: z.array(
    z.object({
      name: z.string(),
      /** What the platform believes the address holds: its credited deposits less the sends from it. */
      amount: amountOnly,
      type: z.object({ slug: z.enum(['real', 'virtual']) }),
      trx: z.string().nullable(),
      /** What the chain said it holds when last asked (null: not asked yet), when, and the difference from `amount` (null: none). */
      on_chain: amountOnly.nullable(),
      checked_at: z.string().nullable(),
      drift: amountOnly.nullable(),
    }),
  ),
});
export type WalletHolder = z.infer<typeof walletHolderSchema>;

export const withdrawalBody = z.object({
  address: z.string().trim().min(1).max(64),
  currency: z.enum(WITHDRAWAL_CURRENCIES),
  amount: amountSchema.refine((value) => /[1-9]/.test(value), { params: { code: 'positive' } }),
});

/** The spec's payload: `user_uuid` is the paying trader. */
export const merchantWithdrawalBody = z.object({
  user_uuid: z.string().uuid(),
  merchant_uuid: z.string().uuid(),
  amount: amountSchema.refine((value) => compareDecimals(value, String(MERCHANT_WITHDRAWAL_MIN_AMOUNT)) >= 0, {
    params: { code: 'min_number', min: MERCHANT_WITHDRAWAL_MIN_AMOUNT },
  }),
  to_address: z.string().trim().min(MERCHANT_WITHDRAWAL_MIN_ADDRESS_LENGTH).max(64),
});

const idParams = z.object({ id: z.string().uuid() });

export const walletRoutes = {
  myWallets: defineRoute({
    method: 'GET',
    path: '/user/wallet/',
    access: rolesOnly('merchant', 'partner', 'agent', 'trader', 'admin'),
    query: listQuerySchema,
    response: listOf(walletSchema),
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/wallet/withdrawals',
    access: rolesOnly('merchant', 'partner', 'agent'),
    body: withdrawalBody,
    response: z.object({ success: z.literal(true), transaction: transactionSchema }),
  }),
  myTransactions: defineRoute({
    method: 'GET',
    path: '/my/transaction',
    access: rolesOnly('merchant', 'partner', 'agent', 'trader', 'admin'),
    query: listQuerySchema,
    response: listOf(transactionSchema),
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/transaction',
    access: rolesOnly('admin'),
    query: listQuerySchema,
    response: listOf(transactionSchema),
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/transaction/:id/accept',
    access: rolesOnly('admin'),
    params: idParams,
    response: transactionSchema,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/transaction/:id/reject',
    access: rolesOnly('admin'),
    params: idParams,
    response: transactionSchema,
  }),
  realWallets: defineRoute({
    method: 'GET',
    path: '/wallet',
    access: adminsExceptSupport,
    query: listQuerySchema,
    response: listOf(walletHolderSchema),
  }),
  merchantWithdrawal: defineRoute({
    method: 'POST',
    path: '/wallet/merchant_withdrawal',
    access: rootOnly,
    body: merchantWithdrawalBody,
    response: okSchema.extend({ transaction: transactionSchema }),
  }),
};

import { fromMinor, USDT_CURRENCY, USDT_SCALE, type ManagedUser } from '@paydesk/contract';
import type { getOwnersBalances } from '../ledger/ledger.service';
import type { loadProfileParts, UserRow } from './users.repository';

type Parts = Awaited<ReturnType<typeof loadProfileParts>>;

const profileOf = (row: UserRow, parts: Parts): ManagedUser['profile'] => {
  if (row.type === 'trader') {
    const trader = parts.traders.find((item) => item.user_id === row.id);
    return {
      kind: 'trader',
      withdraw_open: trader?.withdraw_open ?? false,
      deposit_open: trader?.deposit_open ?? false,
      insurance_paid: trader?.insurance_paid ?? false,
      insurance_payment_amount: trader?.insurance_payment_amount
        ? { amount: trader.insurance_payment_amount, currency: USDT_CURRENCY }
        : null,
      insurance_payment_currency: trader?.insurance_payment_currency ?? null,
      fees: parts.fees
        .filter((fee) => fee.user_id === row.id)
        .map(({ direction, min_amount, max_amount, percentage }) => ({ direction, min_amount, max_amount, percentage })),
      teamleads: parts.teamleads
        .filter((lead) => lead.trader_id === row.id)
        .map((lead) => ({
          user_uuid: lead.teamlead_id,
          username: lead.username,
          is_main: lead.is_main,
          pay_in_percentage: lead.pay_in_percentage,
          pay_out_percentage: lead.pay_out_percentage,
        })),
    };
  }
  if (row.type === 'merchant') {
    const merchant = parts.merchants.find((item) => item.user_id === row.id);
    return {
      kind: 'merchant',
      pay_in_percentage: merchant?.pay_in_percentage ?? '0.00',
      pay_out_percentage: merchant?.pay_out_percentage ?? '0.00',
      referrals: parts.referrals
        .filter((referral) => referral.merchant_id === row.id)
        .map((referral) => ({
          user: { uuid: referral.referrer_id, username: referral.username },
          user_uuid: referral.referrer_id,
          pay_in_percentage: referral.pay_in_percentage,
          pay_out_percentage: referral.pay_out_percentage,
        })),
    };
  }
  if (row.type === 'agent') {
    return {
      kind: 'agent',
      traders: parts.agentTraders
        .filter((item) => item.teamlead_id === row.id)
        .map((item) => ({
          uuid: item.trader_id,
          username: item.username,
          pay_in_percentage: item.pay_in_percentage,
          pay_out_percentage: item.pay_out_percentage,
        })),
    };
  }
  return null;
};

type BalanceRows = Awaited<ReturnType<typeof getOwnersBalances>>;

const balanceOf = (rows: BalanceRows, userId: string, part: string) => ({
  amount: fromMinor(BigInt(rows.find((row) => row.owner_id === userId && row.part === part)?.balance ?? '0'), USDT_SCALE),
  currency: USDT_CURRENCY,
});

export const toManagedUser = (row: UserRow, parts: Parts, online: Set<string>, balances: BalanceRows): ManagedUser => ({
  uuid: row.id,
  username: row.username,
  email: row.email,
  type: row.type,
  comment: row.comment,
  block_comment: row.block_comment,
  is_active: row.is_active,
  is_blocked: row.is_blocked,
  is_online: online.has(row.id),
  manual_withdrawal: row.manual_withdrawal,
  two_factor: row.two_factor_enabled,
  is_root: row.is_root,
  invite_code: row.invite_code,
  roles: row.roles,
  permissions: [],
  // List rows carry none; the details answer asks the wallets domain for them.
  wallets: [],
  balance: {
    available: balanceOf(balances, row.id, 'available'),
    held: balanceOf(balances, row.id, 'held'),
    insurance: balanceOf(balances, row.id, 'insurance'),
  },
  created_at: row.created_at.toISOString(),
  profile: profileOf(row, parts),
});

/** What the audit log keeps of a user: every field an admin can change, never a secret. */
export const auditSnapshot = (user: ManagedUser) => ({
  username: user.username,
  email: user.email,
  comment: user.comment,
  roles: user.roles,
  is_active: user.is_active,
  is_blocked: user.is_blocked,
  block_comment: user.block_comment,
  manual_withdrawal: user.manual_withdrawal,
  two_factor: user.two_factor,
  ...(user.profile
    ? Object.fromEntries(
        Object.entries(user.profile)
          .filter(([key]) => key !== 'kind')
          .map(([key, value]) => [`profile.${key}`, value]),
      )
    : {}),
});

export const diffSnapshots = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
};

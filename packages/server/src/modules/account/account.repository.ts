import type { FeeDirection, Role } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type AccountRow = {
  id: string;
  username: string;
  email: string | null;
  type: Role;
  roles: string[];
  comment: string | null;
  is_active: boolean;
  is_blocked: boolean;
  manual_withdrawal: boolean;
  invite_code: string;
  api_key: string;
  secret_key: string | null;
  two_factor_enabled: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

export type TraderProfileRow = {
  withdraw_open: boolean;
  deposit_open: boolean;
  insurance_paid: boolean;
  insurance_payment_amount: string | null;
  insurance_payment_currency: string | null;
};

export type FeeRow = { direction: FeeDirection; min_amount: string; max_amount: string | null; percentage: string };

/** The account with its trader profile and fees in one round trip: it is read on every page load. */
export const findAccount = async (sql: Sql, userId: string) =>
  (
    await sql.query<AccountRow & { trader: TraderProfileRow | null; fees: FeeRow[] }>(
      `SELECT u.id, u.username, u.email, u.type, u.roles, u.comment, u.is_active, u.is_blocked, u.manual_withdrawal, u.invite_code,
              u.api_key, u.secret_key, u.two_factor_enabled, u.created_by, u.created_at,
              u.updated_at,
              (SELECT json_build_object('withdraw_open', tp.withdraw_open, 'deposit_open', tp.deposit_open,
                        'insurance_paid', tp.insurance_paid, 'insurance_payment_amount', tp.insurance_payment_amount::text,
                        'insurance_payment_currency', tp.insurance_payment_currency)
                 FROM trader_profiles tp WHERE tp.user_id = u.id) AS trader,
              COALESCE((SELECT json_agg(json_build_object('direction', f.direction, 'min_amount', f.min_amount::text,
                        'max_amount', f.max_amount::text, 'percentage', f.percentage::text) ORDER BY f.direction, f.min_amount)
                 FROM user_fees f WHERE f.user_id = u.id), '[]'::json) AS fees
         FROM users u WHERE u.id = $1`,
      [userId],
      { prepare: 'account_current_row' },
    )
  )[0];

/** A merchant by its API key, with its sealed secret and standing. */
export const merchantByApiKey = async (sql: Sql, apiKey: string) =>
  (
    await sql.query<{ id: string; is_active: boolean; is_blocked: boolean; secret_key: string | null }>(
      `SELECT id, is_active, is_blocked, secret_key FROM users WHERE api_key = $1 AND type = 'merchant'`,
      [apiKey],
      { prepare: 'merchant_by_api_key' },
    )
  )[0];

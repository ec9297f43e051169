import type { FeeDirection, Role, WebhookSlug } from '@paydesk/contract';
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
  notification_key: string | null;
  notification_url: string | null;
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

export const findAccount = async (sql: Sql, userId: string) =>
  (
    await sql.query<AccountRow>(
      `SELECT id, username, email, type, roles, comment, is_active, is_blocked, manual_withdrawal, invite_code, api_key,
              secret_key, notification_key, notification_url, two_factor_enabled, created_by, created_at, updated_at
         FROM users WHERE id = $1`,
      [userId],
    )
  )[0];

export const findTraderProfile = async (sql: Sql, userId: string) =>
  (
    await sql.query<TraderProfileRow>(
      `SELECT withdraw_open, deposit_open, insurance_paid, insurance_payment_amount, insurance_payment_currency
         FROM trader_profiles WHERE user_id = $1`,
      [userId],
    )
  )[0];

export const listFees = (sql: Sql, userId: string) =>
  sql.query<FeeRow>(
    `SELECT direction, min_amount::text, max_amount::text, percentage::text FROM user_fees
      WHERE user_id = $1 ORDER BY direction, min_amount`,
    [userId],
  );

export const updateAccountField = async (
  sql: Sql,
  userId: string,
  field: 'secret_key' | 'notification_key' | 'notification_url',
  value: string,
) => {
  await sql.query(`UPDATE users SET ${field} = $2, updated_at = now() WHERE id = $1`, [userId, value]);
};

export const listWebhookSettings = (sql: Sql, userId: string) =>
  sql.query<{ slug: WebhookSlug; is_disabled: boolean }>('SELECT slug, is_disabled FROM user_webhook_settings WHERE user_id = $1', [
    userId,
  ]);

export const saveWebhookSettings = async (sql: Sql, userId: string, settings: { slug: WebhookSlug; is_disabled: boolean }[]) => {
  for (const { slug, is_disabled } of settings) {
    await sql.query(
      `INSERT INTO user_webhook_settings (user_id, slug, is_disabled) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, slug) DO UPDATE SET is_disabled = EXCLUDED.is_disabled`,
      [userId, slug, is_disabled],
    );
  }
};

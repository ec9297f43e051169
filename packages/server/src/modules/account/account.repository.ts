import type { FeeDirection, Role, WebhookSlug } from '@paydesk/contract';
import type { Db, Sql } from '../../db/db';

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

/** The account with its trader profile and fees in one round trip: it is read on every page load. */
export const findAccount = async (sql: Sql, userId: string) =>
  (
    await sql.query<AccountRow & { trader: TraderProfileRow | null; fees: FeeRow[] }>(
      `SELECT u.id, u.username, u.email, u.type, u.roles, u.comment, u.is_active, u.is_blocked, u.manual_withdrawal, u.invite_code,
              u.api_key, u.secret_key, u.notification_key, u.notification_url, u.two_factor_enabled, u.created_by, u.created_at,
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

export const updateAccountField = async (sql: Sql, userId: string, field: 'notification_url', value: string) => {
  await sql.query(`UPDATE users SET ${field} = $2, updated_at = now() WHERE id = $1`, [userId, value]);
};

/** Stores an already encrypted secret; the row then holds only sealed secrets. */
export const updateSealedSecret = async (sql: Sql, userId: string, field: 'secret_key' | 'notification_key', sealed: string) => {
  await sql.query(`UPDATE users SET ${field} = $2, secrets_sealed = true, updated_at = now() WHERE id = $1`, [userId, sealed]);
};

/**
 * Encrypts the secrets of rows written before they were kept sealed. Rows are locked, so two
 * processes starting at once cannot seal a value twice.
 */
export const sealLegacySecrets = async (db: Db, seal: (field: 'secret_key' | 'notification_key', value: string) => string) =>
  db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; secret_key: string | null; notification_key: string | null }>(
      `SELECT id, secret_key, notification_key FROM users
        WHERE NOT secrets_sealed AND (secret_key IS NOT NULL OR notification_key IS NOT NULL) FOR UPDATE`,
    );
    for (const row of rows) {
      await tx.query('UPDATE users SET secret_key = $2, notification_key = $3, secrets_sealed = true WHERE id = $1', [
        row.id,
        row.secret_key === null ? null : seal('secret_key', row.secret_key),
        row.notification_key === null ? null : seal('notification_key', row.notification_key),
      ]);
    }
    return rows.length;
  });

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

/** A merchant by its API key, with its sealed secret and standing. */
export const merchantByApiKey = async (sql: Sql, apiKey: string) =>
  (
    await sql.query<{ id: string; is_active: boolean; is_blocked: boolean; secret_key: string | null }>(
      `SELECT id, is_active, is_blocked, secret_key FROM users WHERE api_key = $1 AND type = 'merchant'`,
      [apiKey],
      { prepare: 'merchant_by_api_key' },
    )
  )[0];

/** Where a merchant's webhooks go: the URL, the sealed key, and the types turned off. */
export const webhookTarget = async (sql: Sql, userId: string) =>
  (
    await sql.query<{ notification_url: string | null; notification_key: string | null; disabled: string[] }>(
      `SELECT u.notification_url, u.notification_key,
              ARRAY(SELECT s.slug FROM user_webhook_settings s WHERE s.user_id = u.id AND s.is_disabled) AS disabled
         FROM users u WHERE u.id = $1`,
      [userId],
      { prepare: 'account_webhook_target' },
    )
  )[0] ?? null;

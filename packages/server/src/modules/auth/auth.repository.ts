import type { Role } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type LoginUserRow = {
  id: string;
  username: string;
  type: Role;
  password_hash: string | null;
  is_active: boolean;
  is_blocked: boolean;
  two_factor_enabled: boolean;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
};

const LOGIN_COLUMNS =
  'id, username, type, password_hash, is_active, is_blocked, two_factor_enabled, two_factor_secret, two_factor_pending_secret';

export const findUserByUsername = async (sql: Sql, username: string) =>
  (await sql.query<LoginUserRow>(`SELECT ${LOGIN_COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username]))[0];

export const findUserById = async (sql: Sql, id: string) =>
  (await sql.query<LoginUserRow>(`SELECT ${LOGIN_COLUMNS} FROM users WHERE id = $1`, [id]))[0];

export const createPasswordSetupToken = async (sql: Sql, codeHash: string, userId: string, ttlHours: number) => {
  await sql.query(
    `INSERT INTO password_setup_tokens (code_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
    [codeHash, userId, ttlHours],
  );
};

/** A setup code that can still be used; nothing is consumed. */
export const findPasswordSetupToken = async (sql: Sql, codeHash: string) =>
  (await sql.query('SELECT 1 FROM password_setup_tokens WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()', [codeHash]))[0];

/** Marks a setup code used and returns its user, in one statement so a code works once. */
export const consumePasswordSetupToken = async (sql: Sql, codeHash: string) =>
  (
    await sql.query<{ user_id: string }>(
      `UPDATE password_setup_tokens SET used_at = now()
        WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [codeHash],
    )
  )[0];

/** Replaces the user's recovery codes with these (hashed) ones. */
export const replaceRecoveryCodes = async (sql: Sql, userId: string, codeHashes: string[]) => {
  await sql.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await sql.query('INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codeHashes]);
};

/** Spends a recovery code: true once per code, in one statement. */
export const consumeRecoveryCode = async (sql: Sql, userId: string, codeHash: string) =>
  (
    await sql.query(
      'UPDATE two_factor_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id',
      [userId, codeHash],
    )
  ).length === 1;

export const deleteRecoveryCodes = async (sql: Sql, userId: string) => {
  await sql.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
};

import type { Role } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { randomCode, randomToken, uuidv7 } from '../../shared/ids';

export type NewUser = {
  username: string;
  passwordHash: string | null;
  type: Role;
  roles?: string[];
  email?: string | null;
  comment?: string | null;
  isActive?: boolean;
  manualWithdrawal?: boolean;
  createdBy?: string | null;
};

/** Inserts a user with fresh public keys; returns its id. */
export const insertUser = async (sql: Sql, user: NewUser) => {
  const id = uuidv7();
  await sql.query(
    `INSERT INTO users (id, username, email, password_hash, type, roles, comment, is_active, manual_withdrawal,
                        invite_code, api_key, secret_key, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      user.username,
      user.email ?? null,
      user.passwordHash,
      user.type,
      user.roles ?? [],
      user.comment ?? null,
      user.isActive ?? true,
      user.manualWithdrawal ?? false,
      randomCode(10),
      randomToken(18),
      user.type === 'merchant' || user.type === 'trader' ? randomToken(32) : null,
      user.createdBy ?? null,
    ],
  );
  return id;
};

export const usernameTaken = async (sql: Sql, username: string) =>
  (await sql.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username])).length > 0;

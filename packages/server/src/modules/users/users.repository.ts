import type { FeeDirection, Role } from '@paydesk/contract';
import type { Db, Sql } from '../../db/db';
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
    // No API secret yet: the user makes one in settings and sees it that once.
    `INSERT INTO users (id, username, email, password_hash, type, roles, comment, is_active, manual_withdrawal,
                        invite_code, api_key, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
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
      user.createdBy ?? null,
    ],
  );
  return id;
};

/**
 * Makes an admin the root, where there is none yet. Only the demo seed and create-admin call it:
 * no API route can make or unmake the root.
 */
export const markRoot = async (sql: Sql, id: string) =>
  (
    await sql.query(
      "UPDATE users SET is_root = true WHERE id = $1 AND type = 'admin' AND NOT EXISTS (SELECT 1 FROM users WHERE is_root) RETURNING id",
      [id],
    )
  ).length > 0;

export const usernameTaken = async (sql: Sql, username: string, exceptId: string | null = null) =>
  (await sql.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2', [username, exceptId])).length > 0;

export type UserRow = {
  id: string;
  username: string;
  email: string | null;
  type: Role;
  roles: string[];
  comment: string | null;
  block_comment: string | null;
  is_active: boolean;
  is_blocked: boolean;
  manual_withdrawal: boolean;
  two_factor_enabled: boolean;
  invite_code: string;
  is_root: boolean;
  created_at: Date;
};

export const USER_COLUMNS =
  'u.id, u.username, u.email, u.type, u.roles, u.comment, u.block_comment, u.is_active, u.is_blocked, u.manual_withdrawal, u.two_factor_enabled, u.invite_code, u.is_root, u.created_at';

export const findUser = async (sql: Sql, id: string, lock = false) =>
  (await sql.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0];

export const findUsersByIds = (sql: Sql, ids: string[]) =>
  sql.query<{ id: string; username: string; type: Role; roles: string[] }>(
    'SELECT id, username, type, roles FROM users WHERE id = ANY($1)',
    [ids],
  );

export type UserPatch = Partial<{
  username: string;
  email: string | null;
  comment: string | null;
  roles: string[];
  is_active: boolean;
  manual_withdrawal: boolean;
  password_hash: string;
  is_blocked: boolean;
  block_comment: string | null;
}>;

export const updateUser = async (sql: Sql, id: string, patch: UserPatch) => {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  await sql.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [id, ...entries.map(([, value]) => value)]);
};

// Profiles

export type TraderProfileRow = {
  user_id: string;
  withdraw_open: boolean;
  deposit_open: boolean;
  insurance_paid: boolean;
  insurance_payment_amount: string | null;
  insurance_payment_currency: string | null;
};
export type FeeRow = { user_id: string; direction: FeeDirection; min_amount: string; max_amount: string | null; percentage: string };
export type TeamleadRow = {
  trader_id: string;
  teamlead_id: string;
  username: string;
  is_main: boolean;
  pay_in_percentage: string;
  pay_out_percentage: string;
};
export type MerchantProfileRow = { user_id: string; pay_in_percentage: string; pay_out_percentage: string };
export type ReferralRow = {
  merchant_id: string;
  referrer_id: string;
  username: string;
  pay_in_percentage: string;
  pay_out_percentage: string;
};
export type AgentTraderRow = {
  teamlead_id: string;
  trader_id: string;
  username: string;
  is_main: boolean;
  pay_in_percentage: string;
  pay_out_percentage: string;
};

/** Every profile part of these users, in five queries whatever their number. */
export const loadProfileParts = async (sql: Sql, ids: string[]) => {
  const [traders, fees, teamleads, merchants, referrals, agentTraders] = await Promise.all([
    sql.query<TraderProfileRow>(
      `SELECT user_id, withdraw_open, deposit_open, insurance_paid, insurance_payment_amount::text, insurance_payment_currency
         FROM trader_profiles WHERE user_id = ANY($1)`,
      [ids],
    ),
    sql.query<FeeRow>(
      `SELECT user_id, direction, min_amount::text, max_amount::text, percentage::text FROM user_fees
        WHERE user_id = ANY($1) ORDER BY direction, min_amount`,
      [ids],
    ),
    sql.query<TeamleadRow>(
      `SELECT t.trader_id, t.teamlead_id, u.username, t.is_main, t.pay_in_percentage::text, t.pay_out_percentage::text
         FROM trader_teamleads t JOIN users u ON u.id = t.teamlead_id WHERE t.trader_id = ANY($1) ORDER BY t.is_main DESC, u.username`,
      [ids],
    ),
    sql.query<MerchantProfileRow>(
      'SELECT user_id, pay_in_percentage::text, pay_out_percentage::text FROM merchant_profiles WHERE user_id = ANY($1)',
      [ids],
    ),
    sql.query<ReferralRow>(
      `SELECT r.merchant_id, r.referrer_id, u.username, r.pay_in_percentage::text, r.pay_out_percentage::text
         FROM merchant_referrals r JOIN users u ON u.id = r.referrer_id WHERE r.merchant_id = ANY($1) ORDER BY u.username`,
      [ids],
    ),
    sql.query<AgentTraderRow>(
      `SELECT t.teamlead_id, t.trader_id, u.username, t.is_main, t.pay_in_percentage::text, t.pay_out_percentage::text
         FROM trader_teamleads t JOIN users u ON u.id = t.trader_id WHERE t.teamlead_id = ANY($1) ORDER BY u.username`,
      [ids],
    ),
  ]);
  return { traders, fees, teamleads, merchants, referrals, agentTraders };
};

export const upsertTraderProfile = async (
  sql: Sql,
  userId: string,
  profile: { withdraw_open?: boolean; deposit_open?: boolean; insurance_payment_amount?: string | null },
) => {
  await sql.query('INSERT INTO trader_profiles (user_id, insurance_payment_currency) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
    userId,
    'USDT',
  ]);
  const patch = Object.entries(profile).filter(([, value]) => value !== undefined);
  if (patch.length === 0) return;
  await sql.query(
    `UPDATE trader_profiles SET ${patch.map(([column], index) => `${column} = $${index + 2}`).join(', ')} WHERE user_id = $1`,
    [userId, ...patch.map(([, value]) => value)],
  );
};

/** Insurance settled: by the ledger's move, or by an admin's word (nothing moves then). */
export const markInsurancePaid = async (sql: Sql, userId: string) => {
  await sql.query('UPDATE trader_profiles SET insurance_paid = true WHERE user_id = $1', [userId]);
};

export const replaceFees = async (
  sql: Sql,
  userId: string,
  fees: { direction: FeeDirection; min_amount: string; max_amount: string | null; percentage: string }[],
) => {
  await sql.query('DELETE FROM user_fees WHERE user_id = $1', [userId]);
  for (const fee of fees) {
    await sql.query('INSERT INTO user_fees (id, user_id, direction, min_amount, max_amount, percentage) VALUES ($1, $2, $3, $4, $5, $6)', [
      uuidv7(),
      userId,
      fee.direction,
      fee.min_amount,
      fee.max_amount,
      fee.percentage,
    ]);
  }
};

export const replaceTeamleads = async (
  sql: Sql,
  traderId: string,
  teamleads: { user_uuid: string; is_main: boolean; pay_in_percentage: string; pay_out_percentage: string }[],
) => {
  await sql.query('DELETE FROM trader_teamleads WHERE trader_id = $1', [traderId]);
  for (const lead of teamleads) {
    await sql.query(
      'INSERT INTO trader_teamleads (trader_id, teamlead_id, is_main, pay_in_percentage, pay_out_percentage) VALUES ($1, $2, $3, $4, $5)',
      [traderId, lead.user_uuid, lead.is_main, lead.pay_in_percentage, lead.pay_out_percentage],
    );
  }
};

export const upsertMerchantProfile = async (
  sql: Sql,
  userId: string,
  profile: { pay_in_percentage?: string; pay_out_percentage?: string },
) => {
  await sql.query(
    `INSERT INTO merchant_profiles (user_id, pay_in_percentage, pay_out_percentage) VALUES ($1, COALESCE($2::numeric, 0), COALESCE($3::numeric, 0))
     ON CONFLICT (user_id) DO UPDATE SET pay_in_percentage = COALESCE($2::numeric, merchant_profiles.pay_in_percentage),
                                         pay_out_percentage = COALESCE($3::numeric, merchant_profiles.pay_out_percentage)`,
    [userId, profile.pay_in_percentage ?? null, profile.pay_out_percentage ?? null],
  );
};

export const replaceReferrals = async (
  sql: Sql,
  merchantId: string,
  referrals: { user_uuid: string; pay_in_percentage: string; pay_out_percentage: string }[],
) => {
  await sql.query('DELETE FROM merchant_referrals WHERE merchant_id = $1', [merchantId]);
  for (const referral of referrals) {
    await sql.query(
      'INSERT INTO merchant_referrals (merchant_id, referrer_id, pay_in_percentage, pay_out_percentage) VALUES ($1, $2, $3, $4)',
      [merchantId, referral.user_uuid, referral.pay_in_percentage, referral.pay_out_percentage],
    );
  }
};

/** USDT ledger balances of these users by part, in one query. */

export const typesOfUsers = (sql: Sql, ids: string[]) =>
  sql.query<{ id: string; type: Role }>('SELECT id, type FROM users WHERE id = ANY($1)', [ids]);

export const lockUserRow = async (sql: Sql, id: string) =>
  (await sql.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [id])).length > 0;

/** Merchants' fees and the sum of their referrers' shares, in percent, per direction. */
export const merchantFeeTerms = (sql: Sql, ids: string[]) =>
  sql.query<{ id: string; username: string; pay_in: string | null; pay_out: string | null; ref_in: string; ref_out: string }>(
    `SELECT u.id, u.username, mp.pay_in_percentage::text AS pay_in, mp.pay_out_percentage::text AS pay_out,
            COALESCE((SELECT sum(r.pay_in_percentage) FROM merchant_referrals r WHERE r.merchant_id = u.id), 0)::text AS ref_in,
            COALESCE((SELECT sum(r.pay_out_percentage) FROM merchant_referrals r WHERE r.merchant_id = u.id), 0)::text AS ref_out
       FROM users u LEFT JOIN merchant_profiles mp ON mp.user_id = u.id
      WHERE u.id = ANY($1)`,
    [ids],
  );

/** The sum of traders' teamleads' shares, in percent, per direction. */
export const teamleadShares = (sql: Sql, traderIds: string[]) =>
  sql.query<{ trader_id: string; lead_in: string; lead_out: string }>(
    `SELECT t.id AS trader_id,
            COALESCE((SELECT sum(l.pay_in_percentage) FROM trader_teamleads l WHERE l.trader_id = t.id), 0)::text AS lead_in,
            COALESCE((SELECT sum(l.pay_out_percentage) FROM trader_teamleads l WHERE l.trader_id = t.id), 0)::text AS lead_out
       FROM unnest($1::uuid[]) AS t(id)`,
    [traderIds],
  );

export type TraderStandingRow = {
  id: string;
  is_active: boolean;
  is_blocked: boolean;
  deposit_open: boolean;
  withdraw_open: boolean;
  insurance_paid: boolean;
};

export const traderStandings = (sql: Sql, ids: string[]) =>
  sql.query<TraderStandingRow>(
    `SELECT u.id, u.is_active, u.is_blocked, COALESCE(p.deposit_open, false) AS deposit_open,
            COALESCE(p.withdraw_open, false) AS withdraw_open, COALESCE(p.insurance_paid, false) AS insurance_paid
       FROM users u LEFT JOIN trader_profiles p ON p.user_id = u.id WHERE u.id = ANY($1) AND u.type = 'trader'`,
    [ids],
  );

/**
 * The shares of an order for several candidate traders at once, in one query: the merchant's fee
 * and referrers, and each trader's teamleads (ordered by id), in percent for the direction.
 */
export const sharesForTraders = async (sql: Sql, merchantId: string, traderIds: string[], direction: 'pay_in' | 'pay_out') => {
  const column = direction === 'pay_in' ? 'pay_in_percentage' : 'pay_out_percentage';
  const [row] = await sql.query<{
    merchant: string | null;
    referrers: { id: string; percentage: string }[];
    teamleads: { trader_id: string; id: string; percentage: string }[];
  }>(
    `SELECT (SELECT ${column}::text FROM merchant_profiles WHERE user_id = $1) AS merchant,
            COALESCE((SELECT json_agg(json_build_object('id', referrer_id, 'percentage', ${column}::text) ORDER BY referrer_id)
                        FROM merchant_referrals WHERE merchant_id = $1), '[]'::json) AS referrers,
            COALESCE((SELECT json_agg(json_build_object('trader_id', trader_id, 'id', teamlead_id, 'percentage', ${column}::text)
                               ORDER BY teamlead_id)
                        FROM trader_teamleads WHERE trader_id = ANY($2)), '[]'::json) AS teamleads`,
    [merchantId, traderIds],
    { prepare: `users_shares_${direction}` },
  );
  const teamleadsOf = (traderId: string | null) =>
    row!.teamleads.filter((lead) => lead.trader_id === traderId).map((lead) => ({ id: lead.id, percentage: lead.percentage }));
  return (traderId: string | null) => ({ merchant: row!.merchant ?? '0', teamleads: teamleadsOf(traderId), referrers: row!.referrers });
};

export const idsOfType = async (sql: Sql, type: Role) =>
  (await sql.query<{ id: string }>('SELECT id FROM users WHERE type = $1 AND is_active AND NOT is_blocked', [type])).map((row) => row.id);

/** A trader's insurance terms, locked until the transaction ends. */
export const lockInsuranceTerms = async (sql: Sql, userId: string) =>
  (
    await sql.query<{ insurance_paid: boolean; amount: string | null }>(
      'SELECT insurance_paid, insurance_payment_amount::text AS amount FROM trader_profiles WHERE user_id = $1 FOR UPDATE',
      [userId],
    )
  )[0];

/*
 * A user's credentials, written here on the auth domain's behalf (it decides; the users' table is
 * written by its owner only).
 */

/** Accepts a TOTP step only if it is newer than the last accepted one, so each code works once. */
export const claimTotpStep = async (sql: Sql, userId: string, step: number) =>
  (
    await sql.query('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [
      userId,
      step,
    ])
  ).length === 1;

export const setPasswordHash = async (sql: Sql, userId: string, hash: string) => {
  await sql.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, hash]);
};

export const setPendingTwoFactorSecret = async (sql: Sql, userId: string, sealed: string) => {
  await sql.query('UPDATE users SET two_factor_pending_secret = $2, updated_at = now() WHERE id = $1', [userId, sealed]);
};

export const enableTwoFactor = async (sql: Sql, userId: string) => {
  await sql.query(
    `UPDATE users SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL,
       two_factor_enabled = true, updated_at = now() WHERE id = $1`,
    [userId],
  );
};

export const clearTwoFactor = async (sql: Sql, userId: string) => {
  await sql.query(
    `UPDATE users SET two_factor_enabled = false, two_factor_secret = NULL, two_factor_pending_secret = NULL, updated_at = now()
      WHERE id = $1`,
    [userId],
  );
};

/** Stores an already encrypted API secret; the row then holds only sealed secrets. */
export const setSealedApiSecret = async (sql: Sql, userId: string, sealed: string) => {
  await sql.query('UPDATE users SET secret_key = $2, secrets_sealed = true, updated_at = now() WHERE id = $1', [userId, sealed]);
};

/**
 * Encrypts the API secrets of rows written before they were kept sealed. Rows are locked, so two
 * processes starting at once cannot seal a value twice.
 */
export const sealLegacyApiSecrets = async (db: Db, seal: (value: string) => string) =>
  db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; secret_key: string }>(
      'SELECT id, secret_key FROM users WHERE NOT secrets_sealed AND secret_key IS NOT NULL FOR UPDATE',
    );
    for (const row of rows) {
      await tx.query('UPDATE users SET secret_key = $2, secrets_sealed = true WHERE id = $1', [row.id, seal(row.secret_key)]);
    }
    return rows.length;
  });

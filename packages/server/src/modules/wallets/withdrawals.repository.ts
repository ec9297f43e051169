import type { Sql } from '../../db/db';

export type WithdrawalStatus = 'moderation' | 'approved' | 'completed' | 'rejected' | 'failed';
export type WithdrawalRow = {
  id: string;
  user_id: string;
  kind: 'user' | 'merchant_payout';
  payer_id: string | null;
  address: string;
  currency: string;
  amount: string;
  status: WithdrawalStatus;
  tx_id: string | null;
  balance_before: string;
  balance_after: string;
  source_address: string | null;
  created_at: Date;
};

const COLUMNS =
  'id, user_id, kind, payer_id, address, currency, amount::text, status, tx_id, balance_before::text, balance_after::text, source_address, created_at';

export type NewWithdrawal = {
  id: string;
  userId: string;
  kind: 'user' | 'merchant_payout';
  address: string;
  amount: bigint;
  status: WithdrawalStatus;
  payerId: string | null;
  decidedBy: string | null;
  sourceAddress: string | null;
  balanceBefore: bigint;
  balanceAfter: bigint;
};

export const insertWithdrawal = async (sql: Sql, row: NewWithdrawal) =>
  (
    await sql.query<WithdrawalRow>(
      `INSERT INTO withdrawals (id, user_id, kind, address, currency, amount, status, payer_id, decided_by, balance_before, balance_after, source_address)
       VALUES ($1, $2, $3, $4, 'USDT', $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
      [
        row.id,
        row.userId,
        row.kind,
        row.address,
        row.amount.toString(),
        row.status,
        row.payerId,
        row.decidedBy,
        row.balanceBefore.toString(),
        row.balanceAfter.toString(),
        row.sourceAddress,
      ],
    )
  )[0]!;

export const findWithdrawal = async (sql: Sql, id: string) =>
  (await sql.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE id = $1`, [id]))[0];

/**
 * Moves a withdrawal from one status to the next, only if it is still in the first: of two
 * concurrent decisions one wins and the other finds nothing. Answers the changed row.
 */
export const transition = async (
  sql: Sql,
  id: string,
  from: WithdrawalStatus,
  to: WithdrawalStatus,
  patch: { decidedBy?: string; txId?: string; sourceAddress?: string } = {},
) =>
  (
    await sql.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = $3, decided_by = COALESCE($4, decided_by), tx_id = COALESCE($5, tx_id),
              source_address = COALESCE($6, source_address), updated_at = now()
        WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
      [id, from, to, patch.decidedBy ?? null, patch.txId ?? null, patch.sourceAddress ?? null],
    )
  )[0];

/** The addresses a user sends from: their deposit addresses, oldest first. */
export const sendingAddresses = async (sql: Sql, userId: string) =>
  (
    await sql.query<{ address: string }>('SELECT address FROM deposit_addresses WHERE user_id = $1 ORDER BY derivation_index', [userId])
  ).map((row) => row.address);

/** Who sends users' withdrawals: the platform's root, whose wallet takes the platform's deposits. */
export const platformSenderId = async (sql: Sql) =>
  (await sql.query<{ id: string }>('SELECT id FROM users WHERE is_root LIMIT 1'))[0]?.id ?? null;

/**
 * Serializes choosing a sending address among one payer's sends, inside the caller's (short)
 * transaction: two sends at once never both count the same on-chain USDT as free.
 */
export const lockSending = (sql: Sql, payerId: string) =>
  sql.query("SELECT pg_advisory_xact_lock(hashtextextended('wallet-send:' || $1, 0))", [payerId]);

/** The database's clock, less a margin: sends completed after it may be missing from a balance read now. */
export const sendsUnseenSince = async (sql: Sql, marginSeconds: number) =>
  (await sql.query<{ at: Date }>('SELECT clock_timestamp() - make_interval(secs => $1) AS at', [marginSeconds]))[0]!.at;

/**
 * USDT each address still owes a balance read at `readAt`: approved withdrawals chosen to go from
 * it and not yet sent, and those completed since the read began (the read may predate them).
 */
export const inFlightFrom = async (sql: Sql, addresses: string[], readAt: Date) =>
  new Map(
    (
      await sql.query<{ address: string; amount: string }>(
        `SELECT source_address AS address, sum(amount)::text AS amount FROM withdrawals
          WHERE source_address = ANY($1) AND (status = 'approved' OR (status = 'completed' AND updated_at >= $2))
          GROUP BY source_address`,
        [addresses, readAt],
      )
    ).map((row) => [row.address, BigInt(row.amount)]),
  );

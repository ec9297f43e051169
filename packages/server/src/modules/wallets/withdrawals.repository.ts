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
  created_at: Date;
};

const COLUMNS =
  'id, user_id, kind, payer_id, address, currency, amount::text, status, tx_id, balance_before::text, balance_after::text, created_at';

export type NewWithdrawal = {
  id: string;
  userId: string;
  kind: 'user' | 'merchant_payout';
  address: string;
  amount: bigint;
  status: WithdrawalStatus;
  payerId: string | null;
  decidedBy: string | null;
  balanceBefore: bigint;
  balanceAfter: bigint;
};

export const insertWithdrawal = async (sql: Sql, row: NewWithdrawal) =>
  (
    await sql.query<WithdrawalRow>(
      `INSERT INTO withdrawals (id, user_id, kind, address, currency, amount, status, payer_id, decided_by, balance_before, balance_after)
       VALUES ($1, $2, $3, $4, 'USDT', $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
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
  patch: { decidedBy?: string; txId?: string } = {},
) =>
  (
    await sql.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = $3, decided_by = COALESCE($4, decided_by), tx_id = COALESCE($5, tx_id), updated_at = now()
        WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
      [id, from, to, patch.decidedBy ?? null, patch.txId ?? null],
    )
  )[0];

import type { Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';
import type { Transfer } from './ledger.types';

type TransferRow = Omit<Transfer, 'amount' | 'debit_balance_after' | 'credit_balance_after'> & {
  amount: string;
  debit_balance_after: string;
  credit_balance_after: string;
};

const toTransfer = (row: TransferRow): Transfer => ({
  ...row,
  amount: BigInt(row.amount),
  debit_balance_after: BigInt(row.debit_balance_after),
  credit_balance_after: BigInt(row.credit_balance_after),
});

/** The id of an account, created on first use. */
export const ensureAccount = async (sql: Sql, ownerId: string | null, currency: string, part: string, shard: number) => {
  const params = [ownerId, currency, part, shard];
  const found = await sql.query<{ id: string }>(
    'SELECT id FROM ledger_accounts WHERE owner_id IS NOT DISTINCT FROM $1 AND currency = $2 AND part = $3 AND shard = $4',
    params,
    { prepare: 'ledger_find_account' },
  );
  if (found[0]) return found[0].id;
  await sql.query(
    'INSERT INTO ledger_accounts (id, owner_id, currency, part, shard) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (owner_id, currency, part, shard) DO NOTHING',
    [uuidv7(), ...params],
  );
  const [created] = await sql.query<{ id: string }>(
    'SELECT id FROM ledger_accounts WHERE owner_id IS NOT DISTINCT FROM $1 AND currency = $2 AND part = $3 AND shard = $4',
    params,
  );
  return created!.id;
};

/** Locks accounts in id order, so two transfers on the same pair never deadlock. */
export const lockAccounts = (sql: Sql, ids: string[]) =>
  sql.query('SELECT id FROM ledger_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids], { prepare: 'ledger_lock' });

export const moveBalance = async (sql: Sql, accountId: string, delta: bigint) => {
  const [row] = await sql.query<{ balance: string }>(
    'UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance',
    [accountId, delta.toString()],
    { prepare: 'ledger_move' },
  );
  return BigInt(row!.balance);
};

export const findTransferByKey = async (sql: Sql, key: string) => {
  const [row] = await sql.query<TransferRow>('SELECT * FROM ledger_transfers WHERE idempotency_key = $1', [key]);
  return row ? toTransfer(row) : null;
};

export const insertTransfer = async (sql: Sql, transfer: Omit<Transfer, 'id' | 'created_at'>) => {
  const [row] = await sql.query<TransferRow>(
    `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency, amount, kind, reference_type, reference_id,
                                   idempotency_key, debit_balance_after, credit_balance_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [
      uuidv7(),
      transfer.debit_account_id,
      transfer.credit_account_id,
      transfer.currency,
      transfer.amount.toString(),
      transfer.kind,
      transfer.reference_type,
      transfer.reference_id,
      transfer.idempotency_key,
      transfer.debit_balance_after.toString(),
      transfer.credit_balance_after.toString(),
    ],
    { prepare: 'ledger_insert_transfer' },
  );
  return toTransfer(row!);
};

export const userBalances = (sql: Sql, ownerId: string, currency: string) =>
  sql.query<{ part: string; balance: string }>('SELECT part, balance FROM ledger_accounts WHERE owner_id = $1 AND currency = $2', [
    ownerId,
    currency,
  ]);

export const systemBalance = async (sql: Sql, part: string, currency: string) => {
  const [row] = await sql.query<{ balance: string }>(
    'SELECT COALESCE(sum(balance), 0)::bigint AS balance FROM ledger_accounts WHERE owner_id IS NULL AND part = $1 AND currency = $2',
    [part, currency],
  );
  return BigInt(row?.balance ?? '0');
};

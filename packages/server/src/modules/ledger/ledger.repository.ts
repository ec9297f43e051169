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

export type AccountKey = { ownerId: string | null; partnerSlug: string | null; currency: string; part: string; shard: number };

const FIND_ACCOUNT =
  'SELECT id FROM ledger_accounts WHERE owner_id IS NOT DISTINCT FROM $1 AND partner_slug IS NOT DISTINCT FROM $2 AND currency = $3 AND part = $4 AND shard = $5';

/** The id of an account, created on first use. */
export const ensureAccount = async (sql: Sql, key: AccountKey) => {
  const params = [key.ownerId, key.partnerSlug, key.currency, key.part, key.shard];
  const found = await sql.query<{ id: string }>(FIND_ACCOUNT, params, { prepare: 'ledger_find_account' });
  if (found[0]) return found[0].id;
  await sql.query(
    `INSERT INTO ledger_accounts (id, owner_id, partner_slug, currency, part, shard) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT ledger_accounts_identity DO NOTHING`,
    [uuidv7(), ...params],
  );
  const [created] = await sql.query<{ id: string }>(FIND_ACCOUNT, params);
  return created!.id;
};

/** The ids of two accounts in one round trip when both exist (the common case); creates the missing ones. */
export const ensureAccounts = async (sql: Sql, a: AccountKey, b: AccountKey): Promise<[string, string]> => {
  const rows = await sql.query<{ id: string; owner_id: string | null; partner_slug: string | null; part: string; shard: number }>(
    `SELECT id, owner_id, partner_slug, part, shard FROM ledger_accounts
      WHERE currency = $1
        AND ((owner_id IS NOT DISTINCT FROM $2 AND partner_slug IS NOT DISTINCT FROM $3 AND part = $4 AND shard = $5)
          OR (owner_id IS NOT DISTINCT FROM $6 AND partner_slug IS NOT DISTINCT FROM $7 AND part = $8 AND shard = $9))`,
    [a.currency, a.ownerId, a.partnerSlug, a.part, a.shard, b.ownerId, b.partnerSlug, b.part, b.shard],
    { prepare: 'ledger_find_pair' },
  );
  const found = (key: AccountKey) =>
    rows.find(
      (row) =>
        row.owner_id === key.ownerId && row.partner_slug === key.partnerSlug && row.part === key.part && Number(row.shard) === key.shard,
    )?.id;
  // Missing accounts are created in one global order, so two transactions creating the same
  // accounts wait for each other instead of deadlocking.
  const canonical = (key: AccountKey) => [key.ownerId ?? '', key.partnerSlug ?? '', key.currency, key.part, key.shard].join('|');
  const created = new Map<string, string>();
  for (const key of [a, b].filter((item) => !found(item)).sort((x, y) => canonical(x).localeCompare(canonical(y)))) {
    created.set(canonical(key), await ensureAccount(sql, key));
  }
  return [found(a) ?? created.get(canonical(a))!, found(b) ?? created.get(canonical(b))!];
};

/** Moves `amount` from one account to the other in one statement; returns both balances after. */
export const moveBetween = async (sql: Sql, debitId: string, creditId: string, amount: bigint) => {
  const rows = await sql.query<{ id: string; balance: string }>(
    `UPDATE ledger_accounts SET balance = balance + CASE WHEN id = $1 THEN -$3::bigint ELSE $3::bigint END
      WHERE id IN ($1, $2) RETURNING id, balance::text`,
    [debitId, creditId, amount.toString()],
    { prepare: 'ledger_move_pair' },
  );
  const after = (id: string) => BigInt(rows.find((row) => row.id === id)!.balance);
  return { debitAfter: after(debitId), creditAfter: after(creditId) };
};

/** Locks accounts in id order, so two transfers on the same pair never deadlock. */
export const lockAccounts = (sql: Sql, ids: string[]) =>
  sql.query('SELECT id FROM ledger_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids], { prepare: 'ledger_lock' });

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

/** Every balance of these owners in one currency, one row per account part. */
export const balancesOfOwners = (sql: Sql, ownerIds: string[], currency: string) =>
  sql.query<{ owner_id: string; part: string; balance: string }>(
    'SELECT owner_id, part, balance::text FROM ledger_accounts WHERE owner_id = ANY($1) AND currency = $2',
    [ownerIds, currency],
  );

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

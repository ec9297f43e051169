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

const KEY_COLUMNS = (keys: AccountKey[]) => [
  keys.map((key) => key.ownerId),
  keys.map((key) => key.partnerSlug),
  keys.map((key) => key.currency),
  keys.map((key) => key.part),
  keys.map((key) => key.shard),
];

type LockedRow = { posted: string[] | null; i: number | null; id: string | null; balance: string | null; guarded: boolean | null };

/**
 * One round trip before a posting: which of these idempotency keys are already posted, and the
 * accounts of these identities, locked in id order (rows are locked after the sort, so two
 * postings never deadlock on each other's accounts) with their balances as of the lock. An
 * identity with no account yet is absent from `accounts`.
 */
export const lockAccountsByKeys = async (sql: Sql, keys: AccountKey[], idempotencyKeys: string[]) => {
  const rows = await sql.query<LockedRow>(
    `WITH k AS (
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS k(owner_id, partner_slug, currency, part, shard, i)
     ), found AS (
       SELECT k.i, a.id FROM k JOIN ledger_accounts a
           ON a.owner_id IS NOT DISTINCT FROM k.owner_id AND a.partner_slug IS NOT DISTINCT FROM k.partner_slug
          AND a.currency = k.currency AND a.part = k.part AND a.shard = k.shard
     ), locked AS (
       SELECT a.id, a.balance, a.owner_id, a.partner_slug FROM ledger_accounts a WHERE a.id IN (SELECT id FROM found) ORDER BY a.id FOR UPDATE
     )
     SELECT p.posted, f.i::int AS i, l.id, l.balance::text AS balance, (l.owner_id IS NOT NULL OR l.partner_slug IS NOT NULL) AS guarded
       FROM (SELECT array_agg(idempotency_key) AS posted FROM ledger_transfers WHERE idempotency_key = ANY($6)) p
       LEFT JOIN (found f JOIN locked l ON l.id = f.id) ON true`,
    [...KEY_COLUMNS(keys), idempotencyKeys],
    { prepare: 'ledger_lock_accounts' },
  );
  const accounts = new Map<number, { id: string; balance: bigint; guarded: boolean }>();
  for (const row of rows)
    if (row.i !== null) accounts.set(row.i - 1, { id: row.id!, balance: BigInt(row.balance!), guarded: row.guarded! });
  return { posted: new Set(rows[0]?.posted ?? []), accounts };
};

export const findTransfersByKeys = async (sql: Sql, keys: string[]) =>
  (await sql.query<TransferRow>('SELECT * FROM ledger_transfers WHERE idempotency_key = ANY($1)', [keys])).map(toTransfer);

/**
 * Writes a posting in one statement: the accounts' new balances and the transfers, in the order
 * given (the database still refuses a negative user balance).
 */
export const writeTransfers = async (sql: Sql, balances: Map<string, bigint>, transfers: Omit<Transfer, 'id' | 'created_at'>[]) =>
  (
    await sql.query<TransferRow>(
      `WITH balances AS (
         UPDATE ledger_accounts a SET balance = v.balance FROM unnest($12::uuid[], $13::bigint[]) AS v(id, balance) WHERE a.id = v.id
       )
       INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency, amount, kind, reference_type, reference_id,
                                     idempotency_key, debit_balance_after, credit_balance_after)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[],
                            $9::text[], $10::bigint[], $11::bigint[])
       RETURNING *`,
      [
        transfers.map(() => uuidv7()),
        transfers.map((transfer) => transfer.debit_account_id),
        transfers.map((transfer) => transfer.credit_account_id),
        transfers.map((transfer) => transfer.currency),
        transfers.map((transfer) => transfer.amount.toString()),
        transfers.map((transfer) => transfer.kind),
        transfers.map((transfer) => transfer.reference_type),
        transfers.map((transfer) => transfer.reference_id),
        transfers.map((transfer) => transfer.idempotency_key),
        transfers.map((transfer) => transfer.debit_balance_after.toString()),
        transfers.map((transfer) => transfer.credit_balance_after.toString()),
        [...balances.keys()],
        [...balances.values()].map(String),
      ],
      { prepare: 'ledger_write_transfers' },
    )
  ).map(toTransfer);

/**
 * Posts one transfer between two accounts known by id, in one statement (atomic even outside a
 * transaction): locks both in id order, moves both balances, writes the transfer with the
 * balances after it. Answers nothing, having changed nothing, when the key is already posted or
 * either account is not found; the database still refuses a negative user balance.
 */
export const postBetween = async (
  sql: Sql,
  debitId: string,
  creditId: string,
  transfer: Pick<Transfer, 'currency' | 'amount' | 'kind' | 'reference_type' | 'reference_id' | 'idempotency_key'>,
) => {
  const rows = await sql.query<TransferRow>(
    `WITH locked AS (
       SELECT id FROM ledger_accounts WHERE id IN ($1, $2) ORDER BY id FOR UPDATE
     ), moved AS (
       UPDATE ledger_accounts a SET balance = a.balance + CASE WHEN a.id = $1 THEN -$5::bigint ELSE $5::bigint END
        WHERE a.id IN (SELECT id FROM locked) AND (SELECT count(*) FROM locked) = 2
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = $9)
       RETURNING a.id, a.balance
     )
     INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency, amount, kind, reference_type, reference_id,
                                   idempotency_key, debit_balance_after, credit_balance_after)
     SELECT $3, $1, $2, $4, $5, $6, $7, $8, $9, d.balance, c.balance FROM moved d JOIN moved c ON d.id = $1 AND c.id = $2
     RETURNING *`,
    [
      debitId,
      creditId,
      uuidv7(),
      transfer.currency,
      transfer.amount.toString(),
      transfer.kind,
      transfer.reference_type,
      transfer.reference_id,
      transfer.idempotency_key,
    ],
    { prepare: 'ledger_post_between' },
  );
  return rows[0] ? toTransfer(rows[0]) : null;
};

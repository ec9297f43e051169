import { createHash } from 'node:crypto';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import * as repo from './ledger.repository';
export type { AccountRef, LedgerOwner, TransferInput } from './ledger.types';
import { SYSTEM_SHARDS, type AccountRef, type Transfer, type TransferInput, type UserPart } from './ledger.types';

const CHECK_VIOLATION = '23514';

const shardFor = (key: string) => createHash('sha1').update(key).digest().readUInt16BE(0) % SYSTEM_SHARDS;

const keyOf = (ref: AccountRef, currency: string, idempotencyKey: string): repo.AccountKey => {
  if ('owner' in ref) return { ownerId: ref.owner, partnerSlug: null, currency, part: ref.part, shard: 0 };
  if ('partner' in ref) return { ownerId: null, partnerSlug: ref.partner, currency, part: ref.part, shard: 0 };
  return { ownerId: null, partnerSlug: null, currency, part: ref.system, shard: shardFor(idempotencyKey) };
};

const canonical = (key: repo.AccountKey) => [key.ownerId ?? '', key.partnerSlug ?? '', key.currency, key.part, key.shard].join('|');

/**
 * Account ids by identity, learned from postings: an account's id never changes, so a transfer
 * between known accounts skips looking them up. An id this database does not hold (another
 * database in the same process) is found missing by the posting, which then looks it up.
 */
const accountIds = new Map<string, string>();
const MAX_KNOWN_ACCOUNTS = 100_000;
const learn = (key: repo.AccountKey, id: string) => {
  if (accountIds.size >= MAX_KNOWN_ACCOUNTS) accountIds.clear();
  accountIds.set(canonical(key), id);
};

const UNIQUE_VIOLATION = '23505';

/** A transfer's own columns, as its row stores them. */
const rowOf = (input: TransferInput) => ({
  currency: input.currency,
  amount: input.amount,
  kind: input.kind,
  reference_type: input.reference?.type ?? null,
  reference_id: input.reference?.id ?? null,
  idempotency_key: input.idempotencyKey,
});

const isNegativeBalance = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === CHECK_VIOLATION &&
  (error as { constraint?: string }).constraint === 'ledger_user_balance_not_negative';

/**
 * Posts one transfer inside the caller's transaction, so it commits with the business change
 * that caused it or not at all. The same idempotency key posts once: a repeat returns the
 * first transfer. A user balance that would go negative is refused by the database.
 */
export const postTransfer = async (sql: Sql, input: TransferInput): Promise<Transfer> => {
  if (input.amount <= 0n) throw new RangeError('A transfer amount must be positive');
  const debitId = accountIds.get(canonical(keyOf(input.from, input.currency, input.idempotencyKey)));
  const creditId = accountIds.get(canonical(keyOf(input.to, input.currency, input.idempotencyKey)));
  if (debitId && creditId) {
    // Known accounts: one statement. Nothing posted (a repeat, an unknown id) or a twin posting
    // the same key at once: the general path below answers.
    const posted = await repo.postBetween(sql, debitId, creditId, rowOf(input)).catch((error: unknown) => {
      if (isNegativeBalance(error)) throw new AppError('insufficient_balance');
      // Outside a transaction the failed statement changed nothing: the general path finds the twin's transfer.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && 'transaction' in sql) return null;
      throw error;
    });
    if (posted) return posted;
  }
  const [transfer] = await postTransfers(sql, [input]);
  return transfer!;
};

/**
 * Posts several transfers together, in the caller's transaction and in two round trips whatever
 * their number (a settlement's legs): one reads which are already posted and locks every account
 * they move, in id order, so that two such postings never deadlock; one writes the balances and
 * the transfers. The balances after each transfer are those of posting them one by one in the
 * order given. Transfers already posted (by idempotency key) are not posted again. A user or
 * partner balance that would go negative refuses the whole posting.
 */
export const postTransfers = async (sql: Sql, inputs: TransferInput[]): Promise<Transfer[]> => {
  if (inputs.some((input) => input.amount <= 0n)) throw new RangeError('A transfer amount must be positive');
  if (inputs.length === 0) return [];
  const keys = inputs.flatMap((input) => [
    keyOf(input.from, input.currency, input.idempotencyKey),
    keyOf(input.to, input.currency, input.idempotencyKey),
  ]);
  const idempotencyKeys = inputs.map((input) => input.idempotencyKey);
  let { posted, accounts } = await repo.lockAccountsByKeys(sql, keys, idempotencyKeys);
  if (accounts.size < keys.length && posted.size < inputs.length) {
    // First use of an account (rare): missing accounts are created one by one in one global
    // order, so that two postings creating the same accounts wait for each other instead of
    // deadlocking; then every account is locked again, in id order.
    const missing = [...new Map(keys.filter((_, index) => !accounts.has(index)).map((key) => [canonical(key), key])).entries()];
    for (const [, key] of missing.sort(([a], [b]) => a.localeCompare(b))) await repo.ensureAccount(sql, key);
    ({ posted, accounts } = await repo.lockAccountsByKeys(sql, keys, idempotencyKeys));
  }
  for (const [index, account] of accounts) learn(keys[index]!, account.id);
  const already = posted.size > 0 ? await repo.findTransfersByKeys(sql, [...posted]) : [];
  const fresh = inputs.map((input, index) => ({ input, index })).filter(({ input }) => !posted.has(input.idempotencyKey));
  if (fresh.length === 0) return already;
  const moved = fresh.flatMap(({ index }) => [accounts.get(index * 2)!, accounts.get(index * 2 + 1)!]);
  const balances = new Map(moved.map((account) => [account.id, account.balance]));
  const rows = fresh.map(({ input, index }) => {
    const debit = accounts.get(index * 2)!;
    const credit = accounts.get(index * 2 + 1)!;
    balances.set(debit.id, balances.get(debit.id)! - input.amount);
    balances.set(credit.id, balances.get(credit.id)! + input.amount);
    if (debit.guarded && balances.get(debit.id)! < 0n) throw new AppError('insufficient_balance');
    return {
      debit_account_id: debit.id,
      credit_account_id: credit.id,
      ...rowOf(input),
      debit_balance_after: balances.get(debit.id)!,
      credit_balance_after: balances.get(credit.id)!,
    };
  });
  try {
    return [...already, ...(await repo.writeTransfers(sql, balances, rows))];
  } catch (error) {
    if (isNegativeBalance(error)) throw new AppError('insufficient_balance');
    throw error;
  }
};

export type UserBalances = Record<UserPart, bigint>;

export const getUserBalances = async (sql: Sql, ownerId: string, currency: string): Promise<UserBalances> => {
  const balances: UserBalances = { available: 0n, held: 0n, insurance: 0n };
  for (const row of await repo.userBalances(sql, ownerId, currency)) balances[row.part as UserPart] = BigInt(row.balance);
  return balances;
};

export const getSystemBalance = repo.systemBalance;
/** Balances of many owners at once (the users table shows them), as rows of owner, part and balance. */
export const getOwnersBalances = repo.balancesOfOwners;

/** A partner system's balance and its history, from its ledger account. */
export const getPartnerBalance = async (sql: Sql, slug: string, currency: string) => {
  const [row] = await sql.query<{ balance: string }>(
    "SELECT balance::text FROM ledger_accounts WHERE partner_slug = $1 AND currency = $2 AND part = 'available'",
    [slug, currency],
  );
  return BigInt(row?.balance ?? '0');
};

/**
 * The accounts a wallet's history reads: a user's account of one part and currency (none before
 * its first movement), or every shard of a system account.
 */
export const walletAccountIds = async (
  sql: Sql,
  wallet: { owner: string; part: UserPart } | { system: 'revenue' | 'world' },
  currency: string,
) =>
  (
    await sql.query<{ id: string }>(
      'owner' in wallet
        ? 'SELECT id FROM ledger_accounts WHERE owner_id = $1 AND part = $2 AND currency = $3 AND shard = 0'
        : 'SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND partner_slug IS NULL AND part = $1 AND currency = $2 ORDER BY shard',
      'owner' in wallet ? [wallet.owner, wallet.part, currency] : [wallet.system, currency],
    )
  ).map((row) => row.id);

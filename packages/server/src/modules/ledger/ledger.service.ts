import { createHash } from 'node:crypto';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import * as repo from './ledger.repository';
import { SYSTEM_SHARDS, type AccountRef, type Transfer, type TransferInput, type UserPart } from './ledger.types';

const CHECK_VIOLATION = '23514';

const shardFor = (key: string) => createHash('sha1').update(key).digest().readUInt16BE(0) % SYSTEM_SHARDS;

const keyOf = (ref: AccountRef, currency: string, idempotencyKey: string): repo.AccountKey => {
  if ('owner' in ref) return { ownerId: ref.owner, partnerSlug: null, currency, part: ref.part, shard: 0 };
  if ('partner' in ref) return { ownerId: null, partnerSlug: ref.partner, currency, part: ref.part, shard: 0 };
  return { ownerId: null, partnerSlug: null, currency, part: ref.system, shard: shardFor(idempotencyKey) };
};

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
  const existing = await repo.findTransferByKey(sql, input.idempotencyKey);
  if (existing) return existing;
  const [debit, credit] = await repo.ensureAccounts(
    sql,
    keyOf(input.from, input.currency, input.idempotencyKey),
    keyOf(input.to, input.currency, input.idempotencyKey),
  );
  await repo.lockAccounts(sql, [debit, credit]);
  try {
    const { debitAfter, creditAfter } = await repo.moveBetween(sql, debit, credit, input.amount);
    return await repo.insertTransfer(sql, {
      debit_account_id: debit,
      credit_account_id: credit,
      currency: input.currency,
      amount: input.amount,
      kind: input.kind,
      reference_type: input.reference?.type ?? null,
      reference_id: input.reference?.id ?? null,
      idempotency_key: input.idempotencyKey,
      debit_balance_after: debitAfter,
      credit_balance_after: creditAfter,
    });
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

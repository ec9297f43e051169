import {
  fromMinor,
  toMinor,
  type Language,
  type listQuerySchema,
  type merchantWithdrawalBody,
  type WalletHolder,
  type Wallet,
  type WalletTransaction,
  type withdrawalBody,
  USDT_CURRENCY,
  USDT_SCALE,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import { messages } from '../../http/messages';
import { uuidv7 } from '../../shared/ids';
import { recordAudit } from '../audit/audit.service';
import { getSystemBalance, getUserBalances, postTransfer } from '../ledger/ledger.service';
import type { Signer } from './signer';
import { deriveTronAddress, isValidTronAddress } from './tron-address.util';
import { transactionsListSpec, walletHoldersListSpec, type TransactionRow, type WalletHolderRow } from './wallets.list';
import * as repo from './wallets.repository';

type ListParams = z.output<typeof listQuerySchema>;
type Actor = { id: string; ip: string | null };

const usdt = (minor: bigint | string) => ({ amount: fromMinor(BigInt(minor), USDT_SCALE), currency: USDT_CURRENCY });

export const toTransaction = (row: TransactionRow, lang: Language): WalletTransaction => {
  const text = messages(lang);
  const money = (minor: string | null) =>
    minor === null ? null : { amount: fromMinor(BigInt(minor), USDT_SCALE), currency: { code: row.currency } };
  return {
    guid: row.id,
    type: { slug: row.type, title: text.transactionTypes[row.type] },
    status: { slug: row.status, title: text.transactionStatuses[row.status] },
    money: money(row.amount)!,
    date: row.created_at.toISOString(),
    action: { slug: row.action, title: text.transactionActions[row.action] ?? row.action },
    payable: { uuid: row.user_id, username: row.username },
    address: row.address,
    tx_id: row.tx_id,
    balance_before: money(row.balance_before),
    balance_after: money(row.balance_after),
  };
};

/** The user's TRC-20 deposit address, derived from the operator's extended public key on first need. */
export const ensureDepositAddress = async (sql: Sql, userId: string, xpub: string) => {
  await sql.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const existing = await repo.addressesOf(sql, userId);
  if (existing[0]) return existing[0].address;
  const index = await repo.nextDerivationIndex(sql);
  const address = deriveTronAddress(xpub, index);
  await repo.insertAddress(sql, userId, address, index);
  return address;
};

const toWallets = (summary: repo.WalletSummary, systemBalance: bigint | null): Wallet[] => [
  {
    name: systemBalance === null ? 'USDT' : 'System',
    type: { slug: 'virtual' },
    address: null,
    amount: usdt(systemBalance ?? BigInt(summary.available)),
  },
  ...summary.addresses.map((row) => ({
    name: `USDT ${row.network}`,
    type: { slug: 'real' as const },
    address: row.address,
    amount: usdt(row.credited),
  })),
];

export const createWalletsService = (deps: AppDeps, signer: Signer) => {
  const { db, config } = deps;
  const autoLimit = toMinor(config.withdrawalAutoLimit, USDT_SCALE);

  const findTransaction = async (sql: Sql, id: string, lang: Language) => {
    const { rows } = await runList<TransactionRow>(sql, transactionsListSpec(null), { page: 1, count: 1, filter: { guid: id } }, lang);
    if (!rows[0]) throw new AppError('not_found');
    return toTransaction(rows[0], lang);
  };

  /**
   * Sends an approved withdrawal on chain, then settles the held USDT: out of the platform for a
   * user's withdrawal, to the paying trader for a merchant payout. A refused send releases the hold.
   */
  const execute = async (id: string) => {
    const [withdrawal] = await db.query<{
      user_id: string;
      kind: string;
      payer_id: string | null;
      address: string;
      amount: string;
      status: string;
    }>('SELECT user_id, kind, payer_id, address, amount::text, status FROM withdrawals WHERE id = $1', [id]);
    if (withdrawal?.status !== 'approved') return;
    const amount = BigInt(withdrawal.amount);
    const held = { owner: withdrawal.user_id, part: 'held' } as const;
    let txId: string;
    try {
      ({ txId } = await signer.send({ address: withdrawal.address, amount, currency: 'USDT', reference: id }));
    } catch (error) {
      await db.transaction(async (tx) => {
        const failed = await tx.query(
          "UPDATE withdrawals SET status = 'failed', updated_at = now() WHERE id = $1 AND status = 'approved' RETURNING id",
          [id],
        );
        if (failed.length === 0) return;
        await postTransfer(tx, {
          from: held,
          to: { owner: withdrawal.user_id, part: 'available' },
          currency: 'USDT',
          amount,
          kind: 'withdrawal_release',
          reference: { type: 'withdrawal', id },
          idempotencyKey: `withdrawal:${id}:release`,
        });
      });
      throw error;
    }
    await db.transaction(async (tx) => {
      const done = await tx.query(
        "UPDATE withdrawals SET status = 'completed', tx_id = $2, updated_at = now() WHERE id = $1 AND status = 'approved' RETURNING id",
        [id, txId],
      );
      if (done.length === 0) return;
      const payout = withdrawal.kind === 'merchant_payout' && withdrawal.payer_id;
      await postTransfer(tx, {
        from: held,
        to: payout ? { owner: withdrawal.payer_id!, part: 'available' } : { system: 'world' },
        currency: 'USDT',
        amount,
        kind: payout ? 'merchant_payout' : 'withdrawal',
        reference: { type: 'withdrawal', id },
        idempotencyKey: `withdrawal:${id}:complete`,
      });
    });
  };

  /** Holds the amount and records the withdrawal, in one transaction. */
  const open = async (input: {
    id: string;
    userId: string;
    kind: 'user' | 'merchant_payout';
    address: string;
    amount: bigint;
    status: string;
    payerId?: string;
    decidedBy?: string;
  }) =>
    db.transaction(async (tx) => {
      const before = (await getUserBalances(tx, input.userId, 'USDT')).available;
      const hold = await postTransfer(tx, {
        from: { owner: input.userId, part: 'available' },
        to: { owner: input.userId, part: 'held' },
        currency: 'USDT',
        amount: input.amount,
        kind: 'withdrawal_hold',
        reference: { type: 'withdrawal', id: input.id },
        idempotencyKey: `withdrawal:${input.id}:hold`,
      });
      await tx.query(
        `INSERT INTO withdrawals (id, user_id, kind, address, currency, amount, status, payer_id, decided_by, balance_before, balance_after)
         VALUES ($1, $2, $3, $4, 'USDT', $5, $6, $7, $8, $9, $10)`,
        [
          input.id,
          input.userId,
          input.kind,
          input.address,
          input.amount.toString(),
          input.status,
          input.payerId ?? null,
          input.decidedBy ?? null,
          before.toString(),
          hold.debit_balance_after.toString(),
        ],
      );
    });

  return {
    /** The virtual USDT wallet (for an admin: the platform's revenue) and the real deposit addresses. */
    wallets: async (userId: string, role: string, isRoot: boolean): Promise<Wallet[]> => {
      let summary = await repo.walletSummary(db, userId);
      // Root's address is the platform's own (system) wallet; other admins have none, and agents
      // have no pay-in: they earn referral rewards, they do not deposit.
      const hasAddress = (role !== 'admin' && role !== 'agent') || isRoot;
      if (summary.addresses.length === 0 && hasAddress) {
        await db.transaction((tx) => ensureDepositAddress(tx, userId, config.tronXpub));
        summary = await repo.walletSummary(db, userId);
      }
      return toWallets(summary, role === 'admin' ? await getSystemBalance(db, 'revenue', 'USDT') : null);
    },

    /** A user's wallets as they stand, for another user's eyes: read only, nothing is created. */
    walletsOf: async (userId: string, sql: Sql = db): Promise<Wallet[]> => toWallets(await repo.walletSummary(sql, userId), null),

    withdraw: async (user: Actor, body: z.output<typeof withdrawalBody>, lang: Language) => {
      if (!isValidTronAddress(body.address)) throw new AppError('validation', {}, { address: { key: 'tron_address' } });
      const amount = toMinor(body.amount, USDT_SCALE);
      const [owner] = await db.query<{ manual_withdrawal: boolean }>('SELECT manual_withdrawal FROM users WHERE id = $1', [user.id]);
      const moderated = owner?.manual_withdrawal === true || amount > autoLimit;
      const id = uuidv7();
      await open({ id, userId: user.id, kind: 'user', address: body.address, amount, status: moderated ? 'moderation' : 'approved' });
      // A refused send has already released the hold and marked the withdrawal failed.
      if (!moderated) await execute(id).catch(() => undefined);
      return findTransaction(db, id, lang);
    },

    accept: async (id: string, actor: Actor, lang: Language) => {
      await db.transaction(async (tx) => {
        const rows = await tx.query(
          "UPDATE withdrawals SET status = 'approved', decided_by = $2, updated_at = now() WHERE id = $1 AND status = 'moderation' RETURNING id",
          [id, actor.id],
        );
        if (rows.length === 0)
          throw new AppError((await tx.query('SELECT 1 FROM withdrawals WHERE id = $1', [id])).length ? 'conflict' : 'not_found');
        await recordAudit(tx, { actorId: actor.id, action: 'withdrawal.accepted', entityType: 'withdrawal', entityId: id, ip: actor.ip });
      });
      await execute(id);
      return findTransaction(db, id, lang);
    },

    reject: async (id: string, actor: Actor, lang: Language) => {
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ user_id: string; amount: string }>(
          "UPDATE withdrawals SET status = 'rejected', decided_by = $2, updated_at = now() WHERE id = $1 AND status = 'moderation' RETURNING user_id, amount::text",
          [id, actor.id],
        );
        if (!row) throw new AppError((await tx.query('SELECT 1 FROM withdrawals WHERE id = $1', [id])).length ? 'conflict' : 'not_found');
        await postTransfer(tx, {
          from: { owner: row.user_id, part: 'held' },
          to: { owner: row.user_id, part: 'available' },
          currency: 'USDT',
          amount: BigInt(row.amount),
          kind: 'withdrawal_release',
          reference: { type: 'withdrawal', id },
          idempotencyKey: `withdrawal:${id}:release`,
        });
        await recordAudit(tx, { actorId: actor.id, action: 'withdrawal.rejected', entityType: 'withdrawal', entityId: id, ip: actor.ip });
      });
      return findTransaction(db, id, lang);
    },

    transactions: async (ownerId: string | null, query: ListParams, lang: Language) => {
      const { rows, context } = await runList<TransactionRow>(db, transactionsListSpec(ownerId), query, lang);
      return { items: rows.map((row) => toTransaction(row, lang)), context };
    },

    realWallets: async (query: ListParams, lang: Language) => {
      const { rows, context } = await runList<WalletHolderRow>(db, walletHoldersListSpec, query, lang);
      const items: WalletHolder[] = rows.map((row) => ({
        holder: { uuid: row.user_id, username: row.username, is_root: row.is_root },
        account_uuid: row.account_id,
        wallets: row.wallets.map((wallet) => ({
          name: wallet.address,
          amount: { amount: fromMinor(BigInt(wallet.credited), USDT_SCALE), currency: { code: 'USDT' } },
          type: { slug: 'real' as const },
          trx: null,
        })),
      }));
      return { items, context };
    },

    /**
     * Root pays a merchant out through a trader: the trader sends USDT from their real wallet to
     * the address, and the ledger moves the merchant's USDT to the trader.
     */
    merchantWithdrawal: async (body: z.output<typeof merchantWithdrawalBody>, actor: Actor, lang: Language) => {
      if (!isValidTronAddress(body.to_address)) throw new AppError('validation', {}, { to_address: { key: 'tron_address' } });
      const people = await db.query<{ id: string; type: string }>('SELECT id, type FROM users WHERE id = ANY($1)', [
        [body.user_uuid, body.merchant_uuid],
      ]);
      const typeOf = (id: string) => people.find((person) => person.id === id)?.type;
      if (typeOf(body.user_uuid) !== 'trader') throw new AppError('validation', {}, { user_uuid: { key: 'not_trader' } });
      if (typeOf(body.merchant_uuid) !== 'merchant') throw new AppError('validation', {}, { merchant_uuid: { key: 'not_merchant' } });
      const id = uuidv7();
      await open({
        id,
        userId: body.merchant_uuid,
        kind: 'merchant_payout',
        address: body.to_address,
        amount: toMinor(body.amount, USDT_SCALE),
        status: 'approved',
        payerId: body.user_uuid,
        decidedBy: actor.id,
      });
      await recordAudit(db, {
        actorId: actor.id,
        action: 'withdrawal.merchant_payout',
        entityType: 'withdrawal',
        entityId: id,
        after: { merchant: body.merchant_uuid, trader: body.user_uuid, amount: body.amount, address: body.to_address },
        ip: actor.ip,
      });
      await execute(id);
      return findTransaction(db, id, lang);
    },
  };
};

export type WalletsService = ReturnType<typeof createWalletsService>;

import { fromMinor, toMinor, type merchantWithdrawalBody, type withdrawalBody, USDT_SCALE } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { uuidv7 } from '../../shared/ids';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { getUserBalances, postTransfer } from '../ledger/ledger.service';
import { userTypes, usernameOf, withdrawsManually } from '../users/user-directory.service';
import type { ChainWatcher } from './chain/chain-watcher';
import type { Signer } from './signer';
import { withdrawalAsTransaction } from './transaction.mapper';
import { isValidTronAddress } from './tron-address.util';
import * as repo from './withdrawals.repository';

type Opening = Omit<repo.NewWithdrawal, 'balanceBefore' | 'balanceAfter' | 'sourceAddress'>;
/** What the chain says each of a payer's addresses holds, read before any transaction opens. */
type ChainHoldings = { payerId: string; readAt: Date; balances: { address: string; onChain: bigint }[] };

/**
 * Withdrawals of USDT to an on-chain address: moderation → approved → completed (or rejected,
 * or failed when the chain refuses). The amount is held in the ledger from the moment the
 * withdrawal exists, and either leaves or is released when it ends. A send is approved only
 * once one of the paying wallet's addresses holds the amount on chain, free of the sends already
 * approved from it: a trader's wallet for a merchant payout, the platform's (root's) for a user's
 * withdrawal.
 */
export const createWithdrawalsService = ({ db, config }: AppDeps, signer: Signer, chain: ChainWatcher) => {
  const autoLimit = toMinor(config.withdrawalAutoLimit, USDT_SCALE);
  const held = (row: repo.WithdrawalRow) => ({ owner: row.user_id, part: 'held' }) as const;

  const answer = async (row: repo.WithdrawalRow, context: RequestContext) =>
    withdrawalAsTransaction(row, await usernameOf(db, row.user_id), context);

  const release = (sql: Sql, row: repo.WithdrawalRow) =>
    postTransfer(sql, {
      from: held(row),
      to: { owner: row.user_id, part: 'available' },
      currency: 'USDT',
      amount: BigInt(row.amount),
      kind: 'withdrawal_release',
      reference: { type: 'withdrawal', id: row.id },
      idempotencyKey: `withdrawal:${row.id}:release`,
    });

  const payerOf = async (row: Pick<repo.WithdrawalRow, 'kind' | 'payer_id'>) =>
    row.kind === 'merchant_payout' ? row.payer_id : await repo.platformSenderId(db);

  /** The payer's addresses and what the chain says each holds; no transaction is open meanwhile. */
  const readHoldings = async (payerId: string | null): Promise<ChainHoldings> => {
    if (!payerId) throw new AppError('wallet_shortfall', { balance: '0', amount: '0' });
    const addresses = await repo.sendingAddresses(db, payerId);
    const readAt = await repo.sendsUnseenSince(db, chain.settleSeconds);
    try {
      return {
        payerId,
        readAt,
        balances: await Promise.all(addresses.map(async (address) => ({ address, onChain: await chain.usdtBalance(address) }))),
      };
    } catch {
      throw new AppError('chain_unavailable');
    }
  };

  /**
   * Inside the caller's transaction: the address that sends `amount`, the first whose on-chain USDT
   * less its approved sends covers it. None → `wallet_shortfall` naming the most one address can send.
   */
  const chooseSource = async (tx: Sql, holdings: ChainHoldings, amount: bigint) => {
    await repo.lockSending(tx, holdings.payerId);
    const inFlight = await repo.inFlightFrom(
      tx,
      holdings.balances.map((holding) => holding.address),
      holdings.readAt,
    );
    const free = holdings.balances.map(({ address, onChain }) => ({ address, free: onChain - (inFlight.get(address) ?? 0n) }));
    const source = free.find((holding) => holding.free >= amount);
    if (source) return source.address;
    const most = free.reduce((max, holding) => (holding.free > max ? holding.free : max), 0n);
    throw new AppError('wallet_shortfall', { balance: fromMinor(most, USDT_SCALE), amount: fromMinor(amount, USDT_SCALE) });
  };

  /**
   * Holds the amount, records the withdrawal and its audit entry, in one transaction; an approved
   * one first takes its sending address (refused, nothing is held).
   */
  const open = (input: Opening, audit: Omit<AuditEntry, 'entityId' | 'entityType'> | null, holdings: ChainHoldings | null) =>
    db.transaction(async (tx) => {
      const sourceAddress = holdings ? await chooseSource(tx, holdings, input.amount) : null;
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
      const row = await repo.insertWithdrawal(tx, {
        ...input,
        sourceAddress,
        balanceBefore: before,
        balanceAfter: hold.debit_balance_after,
      });
      if (audit) await recordAudit(tx, { ...audit, entityType: 'withdrawal', entityId: input.id });
      return row;
    });

  /**
   * Sends an approved withdrawal on chain, then settles the held USDT: out of the platform for a
   * user's withdrawal, to the paying trader for a merchant payout. A refused send releases the
   * hold and marks it failed. No transaction is open while the signer is asked.
   */
  const execute = async (row: repo.WithdrawalRow): Promise<repo.WithdrawalRow> => {
    let txId: string;
    try {
      ({ txId } = await signer.send({
        from: row.source_address!,
        address: row.address,
        amount: BigInt(row.amount),
        currency: 'USDT',
        reference: row.id,
      }));
    } catch (error) {
      await db.transaction(async (tx) => {
        const failed = await repo.transition(tx, row.id, 'approved', 'failed');
        if (failed) await release(tx, failed);
      });
      throw error;
    }
    return db.transaction(async (tx) => {
      const done = await repo.transition(tx, row.id, 'approved', 'completed', { txId });
      if (!done) return (await repo.findWithdrawal(tx, row.id))!;
      const payout = done.kind === 'merchant_payout' && done.payer_id;
      await postTransfer(tx, {
        from: held(done),
        to: payout ? { owner: done.payer_id!, part: 'available' } : { system: 'world' },
        currency: 'USDT',
        amount: BigInt(done.amount),
        kind: payout ? 'merchant_payout' : 'withdrawal',
        reference: { type: 'withdrawal', id: done.id },
        idempotencyKey: `withdrawal:${done.id}:complete`,
      });
      return done;
    });
  };

  /** Executes, and answers the withdrawal as it stands afterwards, failed or not. */
  const settle = async (row: repo.WithdrawalRow, refusalThrows: boolean) => {
    try {
      return await execute(row);
    } catch (error) {
      if (refusalThrows) throw error;
      return (await repo.findWithdrawal(db, row.id))!;
    }
  };

  /** Decides a withdrawal waiting for moderation; a decided or unknown one is refused. */
  const decide = async (tx: Sql, id: string, to: 'approved' | 'rejected', actorId: string, sourceAddress?: string) => {
    const row = await repo.transition(tx, id, 'moderation', to, { decidedBy: actorId, ...(sourceAddress ? { sourceAddress } : {}) });
    if (!row) throw new AppError((await repo.findWithdrawal(tx, id)) ? 'conflict' : 'not_found');
    return row;
  };

  return {
    withdraw: async (body: z.output<typeof withdrawalBody>, context: RequestContext) => {
      if (!isValidTronAddress(body.address)) throw new AppError('validation', {}, { address: { key: 'tron_address' } });
      const { actor } = context;
      const amount = toMinor(body.amount, USDT_SCALE);
      const opening = (status: 'moderation' | 'approved'): Opening => ({
        id: uuidv7(),
        userId: actor.id,
        kind: 'user',
        address: body.address,
        amount,
        status,
        payerId: null,
        decidedBy: null,
      });
      if ((await withdrawsManually(db, actor.id)) || amount > autoLimit)
        return answer(await open(opening('moderation'), null, null), context);
      const row = await open(opening('approved'), null, await readHoldings(await repo.platformSenderId(db))).catch((error: unknown) => {
        // The platform's wallet cannot send it now (or the chain cannot be read): an admin decides.
        if (error instanceof AppError && (error.code === 'wallet_shortfall' || error.code === 'chain_unavailable'))
          return open(opening('moderation'), null, null);
        throw error;
      });
      // A refused send has already released the hold and marked the withdrawal failed.
      return answer(row.status === 'approved' ? await settle(row, false) : row, context);
    },

    accept: async (id: string, context: RequestContext) => {
      const { actor } = context;
      const waiting = await repo.findWithdrawal(db, id);
      if (!waiting) throw new AppError('not_found');
      if (waiting.status !== 'moderation') throw new AppError('conflict');
      // The paying wallet must hold it on chain before the approval: refused, it stays waiting.
      const holdings = await readHoldings(await payerOf(waiting));
      const row = await db.transaction(async (tx) => {
        const approved = await decide(tx, id, 'approved', actor.id, await chooseSource(tx, holdings, BigInt(waiting.amount)));
        await recordAudit(tx, { actorId: actor.id, action: 'withdrawal.accepted', entityType: 'withdrawal', entityId: id, ip: actor.ip });
        return approved;
      });
      return answer(await settle(row, true), context);
    },

    reject: async (id: string, context: RequestContext) => {
      const { actor } = context;
      const row = await db.transaction(async (tx) => {
        const rejected = await decide(tx, id, 'rejected', actor.id);
        await release(tx, rejected);
        await recordAudit(tx, { actorId: actor.id, action: 'withdrawal.rejected', entityType: 'withdrawal', entityId: id, ip: actor.ip });
        return rejected;
      });
      return answer(row, context);
    },

    /**
     * Root pays a merchant out through a trader: the trader sends USDT from their real wallet to
     * the address, and the ledger moves the merchant's USDT to the trader.
     */
    merchantWithdrawal: async (body: z.output<typeof merchantWithdrawalBody>, context: RequestContext) => {
      if (!isValidTronAddress(body.to_address)) throw new AppError('validation', {}, { to_address: { key: 'tron_address' } });
      const types = await userTypes(db, [body.user_uuid, body.merchant_uuid]);
      if (types.get(body.user_uuid) !== 'trader') throw new AppError('validation', {}, { user_uuid: { key: 'not_trader' } });
      if (types.get(body.merchant_uuid) !== 'merchant') throw new AppError('validation', {}, { merchant_uuid: { key: 'not_merchant' } });
      const { actor } = context;
      const amount = toMinor(body.amount, USDT_SCALE);
      const holdings = await readHoldings(body.user_uuid);
      const row = await open(
        {
          id: uuidv7(),
          userId: body.merchant_uuid,
          kind: 'merchant_payout',
          address: body.to_address,
          amount,
          status: 'approved',
          payerId: body.user_uuid,
          decidedBy: actor.id,
        },
        {
          actorId: actor.id,
          action: 'withdrawal.merchant_payout',
          after: { merchant: body.merchant_uuid, trader: body.user_uuid, amount: body.amount, address: body.to_address },
          ip: actor.ip,
        },
        holdings,
      );
      return answer(await settle(row, true), context);
    },
  };
};

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

import { fromMinor, USDT_SCALE } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { postTransfer } from '../ledger/ledger.service';
import type { ChainWatcher } from './chain/chain-watcher';
import { settleInsurance } from '../users/user-directory.service';
import * as repo from './wallets.repository';

export const DEPOSIT_ADDED = 'deposit.added';

/**
 * Polls the chain watcher for every deposit address, records what it sees, and credits each
 * deposit once its confirmations reach the threshold. Crediting is idempotent twice over: one row
 * per (transaction, address), and the ledger transfer's key is derived from it.
 */
export const createDepositJob = (deps: Pick<AppDeps, 'db' | 'config' | 'bus'>, watcher: ChainWatcher, log: (error: unknown) => void) => {
  const { db, config, bus } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const observe = async () => {
    for (const { address, user_id } of await repo.allAddresses(db)) {
      const seen = await watcher.incoming(address, await repo.settledTxIds(db, address));
      for (const transfer of seen) {
        await repo.upsertSeenDeposit(db, { ...transfer, address, userId: user_id });
      }
    }
  };

  const credit = async () => {
    const credited = await db.transaction(async (tx) => {
      const claimed = await repo.claimConfirmedDeposits(tx, config.depositConfirmations);
      for (const deposit of claimed) {
        const transfer = await postTransfer(tx, {
          from: { system: 'world' },
          to: { owner: deposit.user_id, part: 'available' },
          currency: deposit.currency,
          amount: BigInt(deposit.amount),
          kind: 'deposit',
          reference: { type: 'chain_deposit', id: deposit.id },
          idempotencyKey: `deposit:${deposit.tx_id}:${deposit.address}`,
        });
        await repo.markCredited(tx, deposit.id, transfer.id);
        await settleInsurance(tx, deposit.user_id);
      }
      return claimed;
    });
    // Told only after the commit: a message never announces money that was rolled back.
    for (const deposit of credited) {
      const message = JSON.stringify({
        amount: fromMinor(BigInt(deposit.amount), USDT_SCALE).replace(/\.?0+$/, ''),
        currency: { code: 'USDT', name: 'USDT' },
      });
      await bus.publish({ kind: 'message', userId: deposit.user_id, message: { type: DEPOSIT_ADDED, message } });
    }
    return credited.length;
  };

  /** One poll: observe, then credit. Concurrent calls share the run in progress. */
  const runOnce = () =>
    (running ??= (async () => {
      await observe();
      return credit();
    })().finally(() => (running = null)));

  return {
    runOnce,
    start: () => {
      const tick = () => {
        runOnce()
          .catch(log)
          .finally(() => {
            if (timer) timer = setTimeout(tick, config.depositPollMs);
          });
      };
      timer = setTimeout(tick, config.depositPollMs);
    },
    stop: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
};

export type DepositJob = ReturnType<typeof createDepositJob>;

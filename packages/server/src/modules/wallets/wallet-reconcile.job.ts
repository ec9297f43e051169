import { fromMinor, USDT_SCALE, WALLET_DRIFT, type WalletDriftPayload } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { createAdminIds } from '../users/user-directory.service';
import type { ChainWatcher } from './chain/chain-watcher';
import * as repo from './wallets.repository';

const usdt = (minor: bigint) => fromMinor(minor, USDT_SCALE);

/**
 * Reconciles real wallets with the chain: asks the chain what each deposit address holds, keeps
 * the answer beside the address (the wallets page shows it next to what the platform believes),
 * and tells every admin, once per difference, when the two differ. An address the chain cannot
 * be asked about now keeps its last answer and is asked again on the next pass.
 */
export const createWalletReconcileJob = (
  { db, bus }: Pick<AppDeps, 'db' | 'bus'>,
  chain: ChainWatcher,
  log: (error: unknown, address: string) => void,
) => {
  const adminIds = createAdminIds(db);

  const tell = async (payload: WalletDriftPayload) => {
    const message = { type: WALLET_DRIFT, message: JSON.stringify(payload) };
    await Promise.all((await adminIds()).map((userId) => bus.publish({ kind: 'message', userId, message })));
  };

  return {
    /** One pass; answers the differences it found (new or already told). */
    runOnce: async () => {
      for (const { address } of await repo.allAddresses(db)) {
        try {
          await repo.recordChainBalance(db, address, await chain.usdtBalance(address));
        } catch (error) {
          log(error, address);
        }
      }
      const drifts: { address: string; drift: bigint }[] = [];
      for (const holder of await repo.allAddressHoldings(db)) {
        for (const holding of holder.addresses ?? []) {
          if (holding.on_chain === null) continue;
          const drift = repo.driftOf(holding);
          const fresh = await repo.markDriftReported(db, holding.address, drift === 0n ? null : drift);
          if (drift === 0n) continue;
          drifts.push({ address: holding.address, drift });
          if (!fresh) continue;
          const [onChain, believed] = [usdt(BigInt(holding.on_chain)), usdt(BigInt(holding.holding))];
          await tell({
            address: holding.address,
            username: holder.username,
            on_chain: onChain,
            believed,
            text: {
              en: `The wallet ${holding.address} of ${holder.username} holds ${onChain} USDT on chain; the platform believes ${believed} USDT.`,
              ru: `Кошелёк ${holding.address} пользователя ${holder.username} в сети хранит ${onChain} USDT; по данным платформы — ${believed} USDT.`,
            },
          });
        }
      }
      return drifts;
    },
  };
};

export type WalletReconcileJob = ReturnType<typeof createWalletReconcileJob>;

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { toMinor, USDT_SCALE } from '@paydesk/contract';
import type { ChainWatcher } from './chain-watcher';

/**
 * One simulated transfer: to an address, or to a user's first deposit address by username; from
 * one of our addresses when the platform sent it (the demo signer), else from outside.
 */
export type SimulatedTransfer = { txId: string; from?: string; to?: string; toUser?: string; amount: string; block: number };

export const simulatedChainFile = (dataDir: string) => path.join(dataDir, 'simulated-chain.jsonl');

/** The simulated chain's height: one block every `blockMs`. */
export const simulatedHeight = (blockMs: number, now = Date.now()) => Math.floor(now / Math.max(1, blockMs));

/** Appends a transfer to the simulated chain (what `npm run deposit` does). */
export const appendSimulatedTransfer = (
  dataDir: string,
  transfer: Omit<SimulatedTransfer, 'txId' | 'block'> & { block?: number },
  blockMs: number,
) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const entry: SimulatedTransfer = {
    txId: randomBytes(32).toString('hex'),
    ...transfer,
    block: transfer.block ?? simulatedHeight(blockMs),
  };
  fs.appendFileSync(simulatedChainFile(dataDir), `${JSON.stringify(entry)}\n`);
  return entry;
};

const readTransfers = (file: string): SimulatedTransfer[] => {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as SimulatedTransfer];
      } catch {
        return []; // a half-written last line is read on the next poll
      }
    });
};

/**
 * The development chain: a JSON-lines file any process can append to. Blocks advance with time,
 * so a transfer gains confirmations as a real one would.
 */
export const createSimulatorWatcher = (options: {
  dataDir: string;
  blockMs: number;
  addressOfUser: (username: string) => Promise<string | null>;
}): ChainWatcher => ({
  name: 'simulator',
  // The demo signer writes its sends to the file the balance is read from.
  settleSeconds: 0,
  incoming: async (address, settled) => {
    const height = simulatedHeight(options.blockMs);
    const transfers = readTransfers(simulatedChainFile(options.dataDir)).filter((transfer) => !settled.has(transfer.txId));
    const result = [];
    for (const transfer of transfers) {
      const to = transfer.to ?? (transfer.toUser ? await options.addressOfUser(transfer.toUser) : null);
      if (to !== address) continue;
      result.push({
        txId: transfer.txId,
        to,
        from: null,
        amount: toMinor(transfer.amount, USDT_SCALE),
        confirmations: Math.max(0, height - transfer.block),
      });
    }
    return result;
  },
  usdtBalance: async (address) => {
    let balance = 0n;
    const addressOf = new Map<string, Promise<string | null>>();
    for (const transfer of readTransfers(simulatedChainFile(options.dataDir))) {
      const amount = toMinor(transfer.amount, USDT_SCALE);
      if (transfer.from === address) balance -= amount;
      const { toUser } = transfer;
      if (toUser && !addressOf.has(toUser)) addressOf.set(toUser, options.addressOfUser(toUser));
      const to = transfer.to ?? (toUser ? await addressOf.get(toUser)! : null);
      if (to === address) balance += amount;
    }
    return balance;
  },
});

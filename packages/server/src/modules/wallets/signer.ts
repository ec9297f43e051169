import { randomBytes } from 'node:crypto';
import { fromMinor, USDT_SCALE } from '@paydesk/contract';
import { appendSimulatedTransfer } from './chain/simulated-chain';

/** Sends USDT on chain. The web server holds no key: a real signer is a separate service behind this. */
export type Signer = {
  readonly name: string;
  /** Sends `amount` from one of our addresses (`from`) to `address`. */
  send(input: { from: string; address: string; amount: bigint; currency: string; reference: string }): Promise<{ txId: string }>;
};

/**
 * A signer for development and tests: answers a transaction id. On the simulated chain it writes
 * the transfer there, so the sending address's balance on that chain goes down as a real one would;
 * against a real chain it moves nothing.
 */
export const createSandboxSigner = (simulatedChain: { dataDir: string; blockMs: number } | null = null): Signer => ({
  name: 'sandbox',
  send: async ({ from, address, amount }) => {
    if (!simulatedChain) return { txId: randomBytes(32).toString('hex') };
    const entry = appendSimulatedTransfer(
      simulatedChain.dataDir,
      { from, to: address, amount: fromMinor(amount, USDT_SCALE) },
      simulatedChain.blockMs,
    );
    return { txId: entry.txId };
  },
});

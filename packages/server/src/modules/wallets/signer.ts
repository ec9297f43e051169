import { randomBytes } from 'node:crypto';

/** Sends USDT on chain. The web server holds no key: a real signer is a separate service behind this. */
export type Signer = {
  readonly name: string;
  send(input: { address: string; amount: bigint; currency: string; reference: string }): Promise<{ txId: string }>;
};

/** A signer for development and tests: answers a transaction id and moves nothing. */
export const createSandboxSigner = (): Signer => ({
  name: 'sandbox',
  send: async () => ({ txId: randomBytes(32).toString('hex') }),
});

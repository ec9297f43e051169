import { toMinor, USDT_SCALE } from '@paydesk/contract';
import { loadConfig } from '../config';
import { appendSimulatedTransfer } from '../modules/wallets/chain/simulated-chain';
import { isValidTronAddress } from '../modules/wallets/tron-address.util';

/**
 * Simulates an incoming USDT transfer on the development chain:
 * `npm run deposit -- --user trader --amount 100` (or `--address T…`). The running server's
 * deposit job sees it, waits for the confirmations, and credits it once.
 */
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

const config = loadConfig();
const user = flag('user');
const address = flag('address');
const amount = flag('amount') ?? '';
const count = Number(flag('count') ?? '1');

if (!user && !address) throw new Error('Name the receiver: --user <username> or --address <TRON address>');
if (address && !isValidTronAddress(address)) throw new Error(`Not a valid TRON address: ${address}`);
if (!/^\d+(\.\d{1,6})?$/.test(amount) || toMinor(amount, USDT_SCALE) <= 0n)
  throw new Error('--amount must be a positive USDT amount with at most 6 decimals');
if (config.chainWatcher !== 'simulator') throw new Error('The server watches a real chain (CHAIN_WATCHER=trongrid); the simulator is off');

for (let index = 0; index < count; index += 1) {
  const entry = appendSimulatedTransfer(
    config.dataDir,
    { ...(address ? { to: address } : { toUser: user }), amount },
    config.simulatorBlockMs,
  );
  console.log(`Simulated ${amount} USDT to ${address ?? user}: tx ${entry.txId} in block ${entry.block}.`);
}
console.log(
  `It is credited after ${config.depositConfirmations} confirmations (about ${Math.ceil((config.depositConfirmations * config.simulatorBlockMs) / 1000)} s).`,
);

import { TERMINAL_HEARTBEAT_SECONDS } from '@paydesk/contract';
import { hostname } from 'node:os';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { sha256 } from '../shared/crypto';
import { EMULATED_BANKS, incomingText, type BankText } from './terminal-emulator/bank-texts';
import { createDeviceClient, DeviceCallError, emulatedDevice, type NotificationResult } from './terminal-emulator/device-client';

/**
 * Plays the trader's phone against a running server:
 *   npm run terminal -- --pair CODE                      pairs, then heartbeats and reads texts from stdin
 *   npm run terminal -- --token T --notify "…" --source 900 --once
 *   npm run terminal -- --token T --bank sberbank --amount 1500 [--tail 1111] [--payer "Иван И."] [--push]
 * It pairs with the one-time code (or calls with the token printed after an earlier pairing), sends
 * a heartbeat every TERMINAL_HEARTBEAT_SECONDS (30) while it runs, and forwards the notifications
 * given (`--notify`, several allowed; `--bank` builds the bank's own text of an incoming payment),
 * or each line typed in when none is given, printing what became of each. `--once` sends and exits;
 * `--json` prints one JSON object a line; `--url`, `--android-id`.
 */
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const every = (name: string) =>
  args.flatMap((arg, index) => (arg === `--${name}` && args[index + 1] !== undefined ? [args[index + 1]!] : []));

const config = loadConfig();
const base = (flag('url') ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
const json = args.includes('--json');
const once = args.includes('--once');
const source = flag('source') ?? '900';
const heartbeatSeconds = Number(process.env.TERMINAL_HEARTBEAT_SECONDS ?? TERMINAL_HEARTBEAT_SECONDS);
if (!(heartbeatSeconds > 0)) throw new Error('TERMINAL_HEARTBEAT_SECONDS must be a positive number');
// The same machine is the same phone: a re-pairing shows the same device to the admin.
const androidId = flag('android-id') ?? `emu-${sha256(hostname()).slice(0, 12)}`;

const print = (event: string, data: Record<string, unknown>, line: string) =>
  (event === 'error' ? console.error : console.log)(json ? JSON.stringify({ event, ...data }) : line);

const describe = (result: NotificationResult) => {
  const { read } = result;
  const what = read.kind ? `${read.kind}${read.amount ? ` ${read.amount} ${read.currency ?? ''}`.trimEnd() : ''}` : 'nothing read';
  const card = read.tail ? ` *${read.tail}` : '';
  const order = result.order_guid ? ` → order ${result.order_guid}` : '';
  return `${result.outcome}${result.duplicate ? ' (repeated)' : ''}: ${what}${card} [${read.bank ?? 'unknown bank'}]${order}`;
};

const texts: BankText[] = every('notify').map((text) => ({ source, title: flag('title') ?? null, text }));
const bank = flag('bank');
if (bank) {
  const amount = flag('amount');
  if (!amount) throw new Error('--bank needs --amount');
  texts.push(incomingText(bank, { amount, tail: flag('tail') ?? '1111', payer: flag('payer') ?? 'Иван И.' }, args.includes('--push')));
}

const code = flag('pair');
const token = flag('token');
if (!code && !token) {
  console.error(`Give --pair CODE (from the terminal's card on /terminal) or --token T. Banks for --bank: ${EMULATED_BANKS.join(', ')}`);
  process.exit(2);
}

const phone = createDeviceClient(base, emulatedDevice(androidId), { token });

const send = async (batch: BankText[]) => {
  for (const result of await phone.notify(batch)) print('notification', result, describe(result));
};

let lastStatus: string | null = null;
const beat = async () => {
  const answer = await phone.heartbeat();
  if (answer.status !== lastStatus) print('heartbeat', answer, `terminal ${answer.status}`);
  lastStatus = answer.status;
};

const run = async () => {
  if (code) {
    const paired = await phone.pair(code);
    print(
      'paired',
      paired,
      `paired with terminal "${paired.terminal.name}" (${paired.terminal.guid}); token ${paired.token} (reuse it with --token)`,
    );
  }
  await beat();
  if (texts.length > 0) await send(texts);
  if (once) return;

  const timer = setInterval(
    () => void beat().catch((error: unknown) => print('error', { message: String(error) }, `heartbeat failed: ${String(error)}`)),
    heartbeatSeconds * 1000,
  );
  const stop = () => {
    clearInterval(timer);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (texts.length > 0) return;

  // Each line is a notification's text from --source; the end of the input ends the phone.
  if (process.stdin.isTTY && !json) console.log(`type a notification from ${source} and press Enter (Ctrl-D to stop)`);
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    await send([{ source, title: flag('title') ?? null, text: line }]).catch((error: unknown) => report(error));
  }
  stop();
};

const report = (error: unknown) => {
  const message =
    error instanceof DeviceCallError
      ? `${error.status} ${error.code}: ${error.message}`
      : error instanceof Error
        ? error.message
        : String(error);
  print('error', { message }, `refused: ${message}`);
};

await run().catch((error: unknown) => {
  report(error);
  process.exitCode = 1;
});

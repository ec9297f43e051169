import { INNER_API_BASE, MERCHANT_API_BASE, TERMINAL_HEARTBEAT_SECONDS, type MerchantOrder } from '@paydesk/contract';
import { loadConfig } from '../config';
import { merchantSignature } from '../http/merchant-auth';
import { DEMO_MERCHANT_API_KEY, DEMO_MERCHANT_SECRET } from '../seed/demo-trading.seed';
import { luhnCard, seededRandom } from '../shared/seeded-random';
import { bankSlugOf, incomingText } from './terminal-emulator/bank-texts';
import { createDeviceClient, emulatedDevice, type DeviceClient } from './terminal-emulator/device-client';

/**
 * Drives a running server as its people would: merchants create orders through the signed API,
 * customers open the payment page and press "I have paid" (or walk away, or let the time run
 * out), the trader confirms payments through the inner API, logged in. Every choice comes from
 * `--seed`, order by order, so a run can be repeated:
 *   npm run simulate -- --orders 200 --rate 5 --seed 42   [--url http://localhost:8080] [--json]
 * It shows a progress bar, then what happened (created, paid, canceled, left to expire,
 * unprocessed by reason) and the throughput.
 *
 * `--terminal`: the trader's phone confirms the pay-ins instead of the trader's click. The simulator
 * creates a terminal on the trader's requisites, pairs an emulated phone with it, has the admin
 * (`--admin`, `--admin-password`) approve it and, for the run, take away the trader's manual
 * confirmation (given back at the end); the phone then forwards the bank's SMS of each payment.
 */
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const positive = (name: string, fallback: number) => {
  const value = Number(flag(name) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};

const config = loadConfig();
const base = (flag('url') ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
const total = Math.floor(positive('orders', 100));
const rate = positive('rate', 5);
const seed = Math.floor(positive('seed', 1));
const json = args.includes('--json');
const apiKey = flag('key') ?? DEMO_MERCHANT_API_KEY;
const secret = flag('secret') ?? DEMO_MERCHANT_SECRET;
const trader = { username: flag('trader') ?? 'trader', password: flag('trader-password') ?? 'trader-demo-1' };
const withTerminal = args.includes('--terminal');
const admin = { username: flag('admin') ?? 'admin', password: flag('admin-password') ?? 'admin-demo-1' };
// Simulated people think faster than real ones: delays in milliseconds, scaled by --pace.
const pace = positive('pace', 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * pace));

type Answer<T> = { status: number; body: { data?: T; error?: { code: string; message: string } }; retryAfter: number };

const requests = { count: 0 };
const read = async <T>(response: Response): Promise<Answer<T>> => {
  requests.count += 1;
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, retryAfter: Number(response.headers.get('retry-after') ?? 1) };
};

/** Repeats a call that was throttled (429) or shed (503), after the server's Retry-After, a few times. */
const patient = async <T>(call: () => Promise<Answer<T>>) => {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await call();
    if ((answer.status !== 429 && answer.status !== 503) || attempt >= 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
  }
};

const merchantCall = <T>(method: string, path: string, body?: unknown) =>
  patient<T>(async () => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const url = `${MERCHANT_API_BASE}${path}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    return read<T>(
      await fetch(base + url, {
        method,
        headers: {
          'x-api-key': apiKey,
          'x-timestamp': timestamp,
          'x-signature': merchantSignature(secret, timestamp, method, url, raw),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : raw,
      }),
    );
  });

/** A browser of the inner API: its cookies, and the CSRF token sent back on every change. */
const browser = () => {
  const cookies = new Map<string, string>();
  const call = <T>(method: string, path: string, body?: unknown) =>
    patient<T>(async () => {
      const headers: Record<string, string> = { 'x-language': 'en' };
      if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const csrf = cookies.get('XSRF-TOKEN');
      if (csrf && method !== 'GET') headers['x-xsrf-token'] = decodeURIComponent(csrf);
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(base + INNER_API_BASE + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
      return read<T>(response);
    });
  return { call };
};

type Fate = 'pays' | 'pays_other_amount' | 'abandons' | 'lets_expire';
const summary = {
  created: 0,
  paid: 0,
  paid_other_amount: 0,
  canceled_by_merchant: 0,
  left_to_expire: 0,
  customer_said_paid: 0,
  paid_by_terminal: 0,
  /** A payment the terminal's text did not pay (another amount, several orders fit): the trader confirmed it by hand. */
  terminal_not_matched: {} as Record<string, number>,
  unprocessed: {} as Record<string, number>,
  errors: {} as Record<string, number>,
};
const count = (bucket: Record<string, number>, key: string) => {
  bucket[key] = (bucket[key] ?? 0) + 1;
};

const traderBrowser = browser();
const runStamp = Date.now().toString(36);

/** One order's life, every choice drawn from the run's seed and the order's number. */
const simulateOrder = async (index: number) => {
  const random = seededRandom(seed * 1_000_003 + index);
  const payOut = random.chance(0.2);
  const fate: Fate = payOut
    ? 'pays'
    : random.pick<Fate>(['pays', 'pays', 'pays', 'pays', 'pays', 'pays_other_amount', 'abandons', 'lets_expire']);
  // A few ask for a payment type no executor serves: the platform records them as unprocessed.
  const unroutable = random.chance(0.04);
  const amount = payOut ? `${random.int(5, 50) * 100}.00` : `${random.int(300, 9000)}.${String(random.int(0, 99)).padStart(2, '0')}`;
  const created = await merchantCall<MerchantOrder>('POST', '/orders', {
    direction: payOut ? 'pay_out' : 'pay_in',
    merchant_order_id: `sim-${seed}-${runStamp}-${index}`,
    amount,
    currency: 'RUB',
    payment_type: unroutable ? 'account' : payOut ? 'card' : random.pick(['card', 'card', 'sbp']),
    customer_id: `sim-customer-${random.int(1, 500)}`,
    return_url: 'https://shop.example/return',
    ...(payOut
      ? { recipient: { payment_option: 'sberbank_card', attributes: { card_number: luhnCard(random), holder: 'SIM CUSTOMER' } } }
      : {}),
  });
  if (created.status !== 201) {
    if (created.body.error?.code === 'no_executor') count(summary.unprocessed, created.body.error.message.replace(/^[^:]*:\s*/, ''));
    else count(summary.errors, `create ${created.status} ${created.body.error?.code ?? ''}`.trim());
    return;
  }
  summary.created += 1;
  const order = created.body.data!;
  if (!payOut) {
    const customer = browser();
    const token = order.payment_url.split('/pay/')[1]!;
    await sleep(random.int(100, 1500));
    const page = await customer.call('GET', `/pay/${token}`);
    if (page.status !== 200) return count(summary.errors, `page ${page.status}`);
    if (fate === 'lets_expire') return void (summary.left_to_expire += 1);
    if (fate === 'abandons') {
      await sleep(random.int(200, 2000));
      const canceled = await merchantCall('POST', `/orders/${order.id}/cancel`);
      if (canceled.status === 200) summary.canceled_by_merchant += 1;
      else count(summary.errors, `cancel ${canceled.status}`);
      return;
    }
    await sleep(random.int(300, 3000));
    // As the page does before its first change: fetch the anti-forgery cookie.
    await customer.call('GET', '/csrf-cookie');
    const said = await customer.call('POST', `/pay/${token}/paid`);
    if (said.status !== 200) return count(summary.errors, `i-have-paid ${said.status}`);
    summary.customer_said_paid += 1;
  }
  await sleep(random.int(300, 3000));
  const other = fate === 'pays_other_amount' ? (Number(amount) - random.int(1, 100)).toFixed(2) : undefined;
  if (!payOut && phone) {
    const payer = random.pick(PAYERS);
    const outcome = await bankSms(phone, order, other ?? order.fiat.amount, payer);
    if (outcome === 'matched') {
      summary.paid += 1;
      summary.paid_by_terminal += 1;
      return;
    }
    count(summary.terminal_not_matched, outcome);
  }
  // The trader saw the other amount arrive: a difference past the tolerance is confirmed as such.
  const confirmed = await traderBrowser.call(
    'POST',
    `/order/${order.id}/set-paid`,
    other ? { amount: other, confirm_difference: true } : {},
  );
  if (confirmed.status !== 200) return count(summary.errors, `set-paid ${confirmed.status} ${confirmed.body.error?.code ?? ''}`.trim());
  summary.paid += 1;
  if (other) summary.paid_other_amount += 1;
};

const PAYERS = ['Иван И.', 'Мария К.', 'АРТЁМ Б.', 'Ольга Сергеевна П.', 'Тимур Ж.'];

/** The bank's SMS of the customer's payment to the order's card (its tail from the payment details), from the trader's phone. */
const bankSms = async (device: DeviceClient, order: MerchantOrder, amount: string, payer: string) => {
  const details = order.payment_details;
  const bank = bankSlugOf(details.bank);
  const tail = (details.card_number ?? details.phone ?? details.account_number ?? '').replace(/\D/g, '').slice(-4);
  if (!bank || tail.length !== 4) return 'no bank text';
  requests.count += 1;
  const [result] = await device.notify([incomingText(bank, { amount, tail, payer })]);
  return result!.outcome;
};

let phone: DeviceClient | null = null;

/**
 * The trader's terminal for the run, on all their active requisites and open for pay-outs too,
 * paired, approved and heard from; the trader without manual confirmation meanwhile. Answers
 * what puts everything back.
 */
const setUpTerminal = async () => {
  const adminBrowser = browser();
  await adminBrowser.call('GET', '/csrf-cookie');
  const signedIn = await adminBrowser.call('POST', '/login', admin);
  if (signedIn.status !== 200) throw new Error(`The admin could not log in: ${signedIn.body.error?.message ?? signedIn.status}`);
  const me = await traderBrowser.call<{ uuid: string }>('GET', '/user/current');
  const traderId = me.body.data!.uuid;
  const requisites = await traderBrowser.call<{ items: { id: string; is_active: boolean }[] }>('GET', '/trader/requisite?count=100');
  const ids = (requisites.body.data?.items ?? []).filter((item) => item.is_active).map((item) => item.id);
  if (ids.length === 0) throw new Error('The trader has no active requisite for a terminal');
  const created = await traderBrowser.call<{ guid: string; pairing_code: string }>('POST', '/terminal', {
    name: `Simulator ${runStamp}`,
    requisites: ids,
  });
  if (created.status !== 200) throw new Error(`The terminal was refused: ${created.body.error?.message ?? created.status}`);
  const terminal = created.body.data!;
  const device = createDeviceClient(base, emulatedDevice(`simulator-${runStamp}`));
  await device.pair(terminal.pairing_code);
  const approved = await adminBrowser.call('POST', `/terminal/${terminal.guid}/moderate`);
  if (approved.status !== 200)
    throw new Error(`The admin could not approve the terminal: ${approved.body.error?.message ?? approved.status}`);
  await traderBrowser.call('PATCH', `/terminal/${terminal.guid}/mode`, { direction: 'pay_out', is_enabled: true });
  const status = (await device.heartbeat()).status;
  if (status !== 'enabled') throw new Error(`The terminal is ${status} after its heartbeat, not enabled`);

  const manual = await adminBrowser.call<{ items: { uuid: string; without_terminal: boolean }[] }>(
    'GET',
    `/terminal/manual-trader?filter[username]=${encodeURIComponent(trader.username)}`,
  );
  const wasManual = manual.body.data?.items.find((item) => item.uuid === traderId)?.without_terminal ?? false;
  if (wasManual) await adminBrowser.call('PUT', `/terminal/manual-trader/${traderId}`, { without_terminal: false });
  const heartbeatSeconds = Number(process.env.TERMINAL_HEARTBEAT_SECONDS ?? TERMINAL_HEARTBEAT_SECONDS);
  const timer = setInterval(() => void device.heartbeat().catch(() => undefined), heartbeatSeconds * 1000);
  phone = device;
  return async () => {
    clearInterval(timer);
    if (wasManual) await adminBrowser.call('PUT', `/terminal/manual-trader/${traderId}`, { without_terminal: true });
    await traderBrowser.call('DELETE', `/terminal/${terminal.guid}`);
  };
};

const progress = (done: number, started: number) => {
  if (json || !process.stderr.isTTY) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  const unprocessed = Object.values(summary.unprocessed).reduce((sum, n) => sum + n, 0);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} done, ${started - done} in flight · created ${summary.created} paid ${summary.paid} unprocessed ${unprocessed}   `,
  );
};

const run = async () => {
  const login = await traderBrowser.call('GET', '/csrf-cookie');
  if (login.status !== 200) throw new Error(`The server at ${base} does not answer (${login.status})`);
  const signedIn = await traderBrowser.call('POST', '/login', trader);
  if (signedIn.status !== 200) throw new Error(`The trader could not log in: ${signedIn.body.error?.message ?? signedIn.status}`);
  const tearDown = withTerminal ? await setUpTerminal() : null;
  try {
    await drive();
  } finally {
    await tearDown?.();
  }
};

const drive = async () => {
  const started = Date.now();
  let done = 0;
  const flights: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    // Orders arrive at the given rate, whatever the earlier ones are doing.
    const due = started + (index * 1000) / rate;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    flights.push(
      simulateOrder(index)
        .catch((error: unknown) => count(summary.errors, error instanceof Error ? error.message : String(error)))
        .finally(() => progress(++done, index + 1)),
    );
    progress(done, index + 1);
  }
  await Promise.all(flights);
  const seconds = (Date.now() - started) / 1000;
  const report = {
    seed,
    orders: total,
    ...summary,
    seconds: Number(seconds.toFixed(1)),
    orders_per_second: Number((total / seconds).toFixed(2)),
    requests: requests.count,
    requests_per_second: Number((requests.count / seconds).toFixed(1)),
  };
  if (json) return console.log(JSON.stringify(report));
  if (process.stderr.isTTY) process.stderr.write('\n');
  const lines = [
    `Simulated ${total} orders (seed ${seed}, ${rate}/s) against ${base} in ${report.seconds} s`,
    `  created            ${summary.created}`,
    `  paid               ${summary.paid} (${summary.paid_other_amount} for another amount; customers said paid ${summary.customer_said_paid})`,
    ...(withTerminal
      ? [
          `  by the terminal    ${summary.paid_by_terminal} (its bank SMS matched the order; the trader confirmed the rest by hand)`,
          ...Object.entries(summary.terminal_not_matched).map(([outcome, n]) => `    ${n} × SMS ${outcome}`),
        ]
      : []),
    `  canceled           ${summary.canceled_by_merchant} (customers walked away, the merchant canceled)`,
    `  left to expire     ${summary.left_to_expire} (the server cancels them after ORDER_TTL_MINUTES)`,
    `  unprocessed        ${Object.values(summary.unprocessed).reduce((sum, n) => sum + n, 0)}`,
    ...Object.entries(summary.unprocessed).map(([reason, n]) => `    ${n} × ${reason}`),
    ...(Object.keys(summary.errors).length ? ['  errors', ...Object.entries(summary.errors).map(([what, n]) => `    ${n} × ${what}`)] : []),
    `  throughput         ${report.orders_per_second} orders/s, ${report.requests} requests (${report.requests_per_second}/s)`,
  ];
  console.log(lines.join('\n'));
  if (Object.keys(summary.errors).length) process.exitCode = 1;
};

await run();

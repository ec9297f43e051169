import { fromMinor, merchantOrderBody } from '@paydesk/contract';
import { randomUUID } from 'node:crypto';
import { fundForBench } from './fund';
import { plainInserts } from './plain-inserts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { incomingText } from '../src/cli/terminal-emulator/bank-texts';
import { createDeviceClient, emulatedDevice, type DeviceClient } from '../src/cli/terminal-emulator/device-client';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { createPgDb } from '../src/db/pg-db';
import { hashPassword } from '../src/modules/auth/password.util';
import { seedDemo } from '../src/seed/demo.seed';
import { seedDemoTrading } from '../src/seed/demo-trading.seed';
import { sha256 } from '../src/shared/crypto';
import { loggedIn } from '../test/http-client';
import { startServerProcess } from '../test/processes';
import { createTestDatabase } from '../test/test-database';
import { openSocket } from '../test/ws-client';
import { summariseCpuProfiles } from './cpu-profile';
import { profiled } from './statement-profile';

/** Traders, each with one card on one live terminal (its own phone): routing spreads the pay-ins over them. */
const TERMINALS = 8;
const CALLERS = 32;
const RUNS = 3;
const PER_RUN = 3000;
const GOAL_PER_SECOND = 1000;
const LATENCY_RATE = 50;
const LATENCY_COUNT = 300;

type Phone = { traderId: string; username: string; requisiteId: string; tail: string; token: string; device: DeviceClient };
type OpenPayIn = { id: string; requisiteId: string; amount: string };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const luhn = (body: string) => {
  const sum = [...body]
    .map(Number)
    .reverse()
    .reduce((total, digit, position) => total + (position % 2 === 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

/** The demo trader and more traders on the demo flow, each funded, confirming only through a terminal of theirs. */
const seedTraders = async (db: Db) => {
  const [{ id: flowId }] = (await db.query<{ id: string }>("SELECT id FROM flows WHERE name LIKE 'Demo%'")) as [{ id: string }];
  const passwordHash = await hashPassword('bench-trader-1');
  const traders: { id: string; username: string }[] = [];
  for (let index = 0; index < TERMINALS; index += 1) {
    const username = `bench_phone_${index}`;
    const [user] = await db.query<{ id: string }>(
      `INSERT INTO users (id, username, password_hash, type, roles, invite_code, api_key)
       VALUES (gen_random_uuid(), $1, $2, 'trader', '{}', $3, $4) RETURNING id`,
      [username, passwordHash, `bench-phone-invite-${index}`, `bench-phone-key-${index}`],
    );
    const id = user!.id;
    traders.push({ id, username });
    await db.query('INSERT INTO trader_profiles (user_id, deposit_open, withdraw_open, insurance_paid) VALUES ($1, true, true, true)', [
      id,
    ]);
    const executor = randomUUID();
    await db.query('INSERT INTO flow_executors (id, flow_id, trader_id, priority) VALUES ($1, $2, $3, 10)', [executor, flowId, id]);
    await db.query("INSERT INTO flow_executor_fees (id, executor_id, direction, min_amount, percentage) VALUES ($1, $2, 'pay_in', 0, 3)", [
      randomUUID(),
      executor,
    ]);
    await fundForBench(db, id, `bench-phone-${id}`);
  }
  // The demo trader takes no pay-in: every order is on a terminal's card.
  await db.query("UPDATE trader_profiles SET deposit_open = false WHERE user_id = (SELECT id FROM users WHERE username = 'trader')");
  await db.query('DELETE FROM manual_confirmation_traders');
  return traders;
};

/**
 * A live terminal per trader: a card, the terminal on it, approved and with a known token (set up
 * in the database, the one part not measured), then heard from through the device API.
 */
const livePhones = async (db: Db, url: string, traders: { id: string; username: string }[]) => {
  const phones: Phone[] = [];
  for (const [index, trader] of traders.entries()) {
    const card = luhn(`42000000${String(index + 1).padStart(7, '0')}`);
    const [requisite] = await db.query<{ id: string }>(
      `INSERT INTO requisites (id, user_id, name, currency, payment_type, payment_option, attributes, is_active)
       VALUES (gen_random_uuid(), $1, 'Bench card', 'RUB', 'card', 'sberbank_card', $2, true) RETURNING id`,
      [trader.id, JSON.stringify({ card_number: card, holder: 'BENCH PHONE' })],
    );
    const token = `bench-phone-token-${index}-${randomUUID()}`.replace(/[^A-Za-z0-9_-]/g, '');
    const terminalId = randomUUID();
    await db.query(
      `INSERT INTO terminals (id, user_id, name, status, token_hash, last_seen_at) VALUES ($1, $2, $3, 'pending', $4, now())`,
      [terminalId, trader.id, `Bench phone ${index}`, sha256(token)],
    );
    await db.query('INSERT INTO terminal_requisites (terminal_id, requisite_id) VALUES ($1, $2)', [terminalId, requisite!.id]);
    const device = createDeviceClient(url, emulatedDevice(`bench-phone-${index}`), { token });
    if ((await device.heartbeat()).status !== 'enabled') throw new Error('A bench terminal is not enabled after its heartbeat');
    phones.push({ traderId: trader.id, username: trader.username, requisiteId: requisite!.id, tail: card.slice(-4), token, device });
  }
  return phones;
};

let sequence = 0;
/** Open pay-ins through the engine in this process (the order side is not what is measured here), amounts all different. */
const openPayIns = async (app: App, merchantId: string, count: number) => {
  const ids: string[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (started++ < count) {
        const merchantOrderId = `bench-sms-${randomUUID()}`;
        const body = merchantOrderBody.parse({
          direction: 'pay_in',
          merchant_order_id: merchantOrderId,
          amount: (100 + (sequence++ % 900_000) / 100).toFixed(2),
          currency: 'RUB',
          payment_type: 'card',
        });
        await app.services.orders.createFromMerchant(merchantId, body, { lang: 'en' });
        ids.push(merchantOrderId);
      }
    }),
  );
  const rows = await app.deps.db.query<{ id: string; requisite_id: string; fiat_amount: string }>(
    'SELECT id, requisite_id, fiat_amount::text FROM orders WHERE merchant_order_id = ANY($1)',
    [ids],
  );
  return rows.map((row): OpenPayIn => ({ id: row.id, requisiteId: row.requisite_id, amount: fromMinor(BigInt(row.fiat_amount), 2) }));
};

const smsOf = (phone: Phone, order: OpenPayIn) => incomingText('sberbank', { amount: order.amount, tail: phone.tail, payer: 'Иван И.' });

/** Every order's SMS from its card's phone, CALLERS at once, one notification a call: notifications matched per second. */
const ingestAll = async (phones: Map<string, Phone>, orders: OpenPayIn[]) => {
  const queue = [...orders];
  const outcomes = new Map<string, number>();
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      for (let order = queue.pop(); order; order = queue.pop()) {
        const phone = phones.get(order.requisiteId)!;
        const sent = performance.now();
        const [result] = await phone.device.notify([smsOf(phone, order)]);
        latencies.push(performance.now() - sent);
        outcomes.set(result!.outcome, (outcomes.get(result!.outcome) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: (outcomes.get('matched') ?? 0) / seconds, outcomes, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
};

/** Heartbeats through the same device API (token, throttle, one UPDATE), CALLERS at once: the route's own cost. */
const heartbeats = async (phones: Phone[], count: number) => {
  let left = count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, caller) => {
      while (left-- > 0) await phones[caller % phones.length]!.device.heartbeat();
    }),
  );
  return count / ((performance.now() - started) / 1000);
};

/**
 * From the SMS leaving the phone to the trader's socket announcing the order paid: each trader
 * listens as the app does, and the SMS go out at a steady LATENCY_RATE per second.
 */
const timeToPaid = async (url: string, phones: Map<string, Phone>, orders: OpenPayIn[]) => {
  const sentAt = new Map<string, number>();
  const seen: number[] = [];
  const answered: number[] = [];
  const sockets = await Promise.all(
    [...new Set([...phones.values()].map((phone) => phone.username))].map(async (username) => {
      const client = await loggedIn(url, username, 'bench-trader-1');
      const user = (await client.get<{ uuid: string; ws_token: string }>('/user/current')).body.data!;
      const ws = await openSocket(url);
      ws.auth(user.uuid, user.ws_token);
      await ws.next('auth.ok');
      ws.socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as { type: string; message: string };
        if (message.type !== 'order.changed') return;
        const change = JSON.parse(message.message) as { id: string; status: string };
        const at = sentAt.get(change.id);
        if (change.status === 'paid' && at !== undefined) seen.push(performance.now() - at);
      });
      return ws;
    }),
  );
  const started = performance.now();
  await Promise.all(
    orders.map(async (order, index) => {
      const due = started + (index * 1000) / LATENCY_RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const phone = phones.get(order.requisiteId)!;
      const sent = performance.now();
      sentAt.set(order.id, sent);
      await phone.device.notify([smsOf(phone, order)]);
      answered.push(performance.now() - sent);
    }),
  );
  const deadline = Date.now() + 5000;
  while (seen.length < orders.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const ws of sockets) ws.close();
  return { seen, answered, missing: orders.length - seen.length };
};

/**
 * Bank notifications through the device API on PostgreSQL: matched per second against open
 * pay-ins on live terminals (several phones at once, one SMS a call), beside the same server's
 * heartbeats and plain INSERTs; the time from the SMS sent to the trader's socket saying the order
 * is paid; the engine in process with the statements each notification costs.
 */
export const benchTerminals = async () => {
  const database = await createTestDatabase();
  const db = createPgDb(database.url, 20);
  const lines: string[] = [];
  const profileDir = await mkdtemp(path.join(tmpdir(), 'paydesk-cpu-'));
  try {
    await migrate(db);
    await seedDemo(db);
    await seedDemoTrading(db);
    const traders = await seedTraders(db);
    const merchantId = (await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'merchant'"))[0]!.id;
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' }, []);
    const profile = profiled(db);
    const app = await buildApp({ config, db: profile.db, startJobs: false });
    const server = await startServerProcess({ DATABASE_URL: database.url, DEVICE_API_RATE: '1000000' }, [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
    ]);
    let missed = false;
    try {
      const phones = await livePhones(db, server.url, traders);
      const byRequisite = new Map(phones.map((phone) => [phone.requisiteId, phone]));

      // Warm-up, then the runs, each on its own fresh open pay-ins.
      await ingestAll(byRequisite, await openPayIns(app, merchantId, 300));
      const runs: Awaited<ReturnType<typeof ingestAll>>[] = [];
      let open = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const orders = await openPayIns(app, merchantId, PER_RUN);
        open = Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'new'"))[0]!.n);
        runs.push(await ingestAll(byRequisite, orders));
      }
      const mid = [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(RUNS / 2)]!;
      const unmatched = runs.flatMap((run) => [...run.outcomes].filter(([outcome]) => outcome !== 'matched'));
      const beats: number[] = [];
      for (let run = 0; run < RUNS; run += 1) beats.push(await heartbeats(phones, PER_RUN));
      const plain: number[] = [];
      for (let run = 0; run < RUNS; run += 1) plain.push(await plainInserts(db, 3));

      const fmt = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
      lines.push(
        `${'notifications matched, 32 callers, 8 phones'.padEnd(46)} ${mid.perSecond.toFixed(0)} /s, p50 ${mid.p50.toFixed(1)} ms, p99 ${mid.p99.toFixed(1)} ms  [runs: ${fmt(runs.map((run) => run.perSecond))}; ${open} pay-ins open at the start of the last]`,
      );
      if (unmatched.length > 0) lines.push(`  not matched: ${unmatched.map(([outcome, n]) => `${n}×${outcome}`).join(' ')}`);
      lines.push(`${'heartbeats, same route stack'.padEnd(46)} ${median(beats).toFixed(0)} /s  [runs: ${fmt(beats)}]`);
      lines.push(`${'plain single-row INSERT, 16 at once'.padEnd(46)} ${median(plain).toFixed(0)} /s  [runs: ${fmt(plain)}]`);
      lines.push(
        `  matched notifications = ${(mid.perSecond / median(beats)).toFixed(2)} of heartbeats, ${(mid.perSecond / median(plain)).toFixed(3)} of plain INSERT (goal ≥ ${GOAL_PER_SECOND}/s)`,
      );

      const latency = await timeToPaid(server.url, byRequisite, await openPayIns(app, merchantId, LATENCY_COUNT));
      lines.push(
        `${`SMS sent → trader's socket says paid, ${LATENCY_RATE}/s`.padEnd(46)} p50 ${percentile(latency.seen, 50).toFixed(1)} ms, p95 ${percentile(latency.seen, 95).toFixed(1)} ms, max ${Math.max(...latency.seen).toFixed(1)} ms` +
          ` (device API answered p50 ${percentile(latency.answered, 50).toFixed(1)} ms, p95 ${percentile(latency.answered, 95).toFixed(1)} ms)` +
          (latency.missing > 0 ? `; ${latency.missing} never announced` : ''),
      );

      // The engine in this process, without HTTP: the statements one notification costs.
      const floorOrders = await openPayIns(app, merchantId, 1000);
      const terminals = new Map<string, Awaited<ReturnType<App['services']['terminals']['device']['authenticate']>>>();
      for (const phone of phones)
        terminals.set(phone.requisiteId, await app.services.terminals.device.authenticate({ token: phone.token }));
      profile.reset();
      const queue = [...floorOrders];
      const floorStarted = performance.now();
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          for (let order = queue.pop(); order; order = queue.pop()) {
            const phone = byRequisite.get(order.requisiteId)!;
            const text = smsOf(phone, order);
            await app.services.terminals.device.ingest(terminals.get(order.requisiteId)!, [
              { id: `floor-${order.id}`, source: text.source, title: text.title, text: text.text, received_at: new Date().toISOString() },
            ]);
          }
        }),
      );
      const floorRate = floorOrders.length / ((performance.now() - floorStarted) / 1000);
      lines.push(`${'floor (device service in process, 16 at once)'.padEnd(46)} ${floorRate.toFixed(0)} /s`);
      lines.push(
        `  where a notification's time goes (${profile.roundTrips(floorOrders.length).toFixed(1)} statements each; waits include lock waits):`,
      );
      lines.push(...profile.report(floorOrders.length, 'SMS'));
      missed = mid.perSecond < GOAL_PER_SECOND;
    } finally {
      await server.stop();
      await app.close();
    }
    if (missed) {
      lines.push(`goal missed: fewer than ${GOAL_PER_SECOND} notifications matched per second; where the server's CPU went:`);
      lines.push(...(await summariseCpuProfiles(profileDir)));
    } else lines.push(`goal met: ≥ ${GOAL_PER_SECOND} notifications matched per second`);
  } finally {
    await rm(profileDir, { recursive: true, force: true });
    await db.close();
    await database.drop();
  }
  return lines;
};

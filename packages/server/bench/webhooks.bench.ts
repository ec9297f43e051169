import { fundForBench } from './fund';
import { postDemoPayIn } from './pay-in.bench';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { createPgDb } from '../src/db/pg-db';
import { encrypt } from '../src/shared/crypto';
import { seedDemo } from '../src/seed/demo.seed';
import { seedDemoTrading } from '../src/seed/demo-trading.seed';
import { insertDelivery, insertEvent, resumeEndpoint } from '../src/modules/webhooks/webhooks.repository';
import { createWebhooksService } from '../src/modules/webhooks/webhooks.service';
import { createTestDatabase } from '../test/test-database';

const EVENTS = 10_000;
const NOTIFICATION_KEY = 'bench-notification-key';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * A merchant's receiver: counts requests and successes per webhook id; `failRate` of requests
 * answer 500 at random; while `down`, every request answers 503; while `hang`, none is answered.
 */
const startReceiver = async (failRate: number) => {
  const requests = { total: 0, failed: 0 };
  const successes = new Map<string, number>();
  const arrivals = new Map<string, number>();
  const state = { down: false, hang: false };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      requests.total += 1;
      if (state.hang) return;
      if (!arrivals.has(id)) arrivals.set(id, Date.now());
      if (state.down || Math.random() < failRate) {
        requests.failed += 1;
        res.writeHead(500).end('try later');
        return;
      }
      successes.set(id, (successes.get(id) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    requests,
    successes,
    arrivals,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};

const pointMerchantAt = async (db: Db, appSecret: string, url: string, username = 'merchant') => {
  const id = (await db.query<{ id: string }>(`SELECT id FROM users WHERE username = $1`, [username]))[0]!.id;
  await db.query(
    `INSERT INTO webhook_settings (merchant_id, url, signing_key) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_id) DO UPDATE SET url = EXCLUDED.url, signing_key = EXCLUDED.signing_key`,
    [id, url, encrypt(appSecret, 'merchant-notification-key', NOTIFICATION_KEY)],
  );
  return id;
};

const fresh = async () => {
  const database = await createTestDatabase();
  const db = createPgDb(database.url, 20);
  await migrate(db);
  await seedDemo(db);
  await seedDemoTrading(db);
  return { database, db };
};

/**
 * 10,000 events to a receiver that fails half of all requests at random: the clock is moved past
 * each wait instead of waiting; a delivery that spends its whole schedule is sent again (the
 * settings' "send again"). Every event must succeed exactly once and every request be logged.
 */
const benchFlakyReceiver = async () => {
  const { database, db } = await fresh();
  const receiver = await startReceiver(0.5);
  const lines: string[] = [];
  try {
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' }, []);
    const app = await buildApp({ config, db, startJobs: false });
    const merchantId = await pointMerchantAt(db, app.deps.appSecret, receiver.url);
    let offset = 0;
    const webhooks = createWebhooksService(app.deps, {
      settings: app.services.webhookSettings,
      orderView: app.services.orders.webhookView,
      now: () => new Date(Date.now() + offset),
    });
    for (let start = 0; start < EVENTS; start += 500) {
      await db.transaction(async (tx) => {
        for (let index = start; index < Math.min(EVENTS, start + 500); index += 1) {
          await insertEvent(tx, { merchantId, orderId: null, type: 'order.paid', revision: 1, data: { id: randomUUID(), index } });
        }
      });
    }
    const started = performance.now();
    let resent = 0;
    let resumed = 0;
    for (let round = 0; round < 40; round += 1) {
      await webhooks.deliverDue();
      const pendingRows = await db.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status = 'pending'`,
      );
      const pending = pendingRows[0]!.pending;
      const failed = await db.query<{ id: string; event_id: string }>(
        `SELECT d.id, d.event_id FROM webhook_deliveries d
          WHERE d.status = 'failed' AND NOT EXISTS (SELECT 1 FROM webhook_deliveries r WHERE r.resend_of = d.id)`,
      );
      for (const row of failed) await insertDelivery(db, { eventId: row.event_id, merchantId, orderId: null, resendOf: row.id });
      resent += failed.length;
      // A run of failures long enough pauses the endpoint; the merchant re-enables it.
      const paused = await db.query(`SELECT 1 FROM webhook_endpoints WHERE paused_at IS NOT NULL`);
      if (paused.length > 0) {
        resumed += 1;
        await resumeEndpoint(db, merchantId, new Date(Date.now() + offset));
      }
      if (pending === 0 && failed.length === 0 && paused.length === 0) break;
      // Past the longest wait of the schedule (24 h, plus its jitter).
      offset += 27 * 3_600_000;
    }
    const seconds = (performance.now() - started) / 1000;
    const [counts] = await db.query<{ attempts: number; succeeded: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM webhook_attempts) AS attempts,
              (SELECT count(DISTINCT event_id)::int FROM webhook_deliveries WHERE status = 'succeeded') AS succeeded,
              (SELECT count(*)::int FROM webhook_events) AS events`,
    );
    const twice = [...receiver.successes.values()].filter((count) => count > 1).length;
    lines.push(
      `${EVENTS} events, receiver failing ${receiver.requests.failed} of ${receiver.requests.total} requests: ` +
        `${counts!.succeeded} of ${counts!.events} delivered, ${receiver.successes.size} distinct ids succeeded at the receiver, ` +
        `${twice} succeeded twice, ${counts!.attempts} attempts logged for ${receiver.requests.total} requests, ` +
        `${resent} sent again after a spent schedule, ${resumed} re-enabled after a pause, ${seconds.toFixed(1)} s (${Math.round(receiver.requests.total / seconds)} requests/s)`,
    );
    if (counts!.succeeded !== EVENTS || receiver.successes.size !== EVENTS || twice > 0 || counts!.attempts !== receiver.requests.total) {
      lines.push('FAILED: an event was lost, delivered twice, or an attempt not logged');
    }
    await app.close();
  } finally {
    await receiver.close();
    await db.close();
    await database.drop();
  }
  return lines;
};

const createOrder = async (url: string) => {
  const body = JSON.stringify({
    direction: 'pay_in',
    merchant_order_id: `bench-${randomUUID()}`,
    amount: (100 + Math.floor(Math.random() * 900_000) / 100).toFixed(2),
    currency: 'RUB',
    payment_type: 'card',
  });
  return postDemoPayIn(url, body);
};

/**
 * The running server (jobs and NOTIFY on): orders created through the merchant API at a steady
 * pace; the time from each event's transaction to its first attempt. And the outbox's own cost:
 * its statements alone in a transaction, against a whole order creation.
 */
const benchLatency = async () => {
  const { database, db } = await fresh();
  const receiver = await startReceiver(0);
  const lines: string[] = [];
  try {
    const config = loadConfig(
      { DATABASE_URL: database.url, LOG_LEVEL: 'silent', WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1', MERCHANT_API_RATE: '100000' },
      [],
    );
    const app = await buildApp({ config, db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const merchantId = await pointMerchantAt(db, app.deps.appSecret, receiver.url);
    // USDT enough for every order of both phases.
    const trader = (await db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'trader'`))[0]!.id;
    await fundForBench(db, trader, `bench-webhooks-${trader}`);
    const creations: number[] = [];
    /** 300 orders at a steady pace; the time from each one's event to its first attempt. */
    const paced = async (label: string) => {
      const since = new Date();
      const before = receiver.arrivals.size;
      let created = 0;
      for (let index = 0; index < 300; index += 1) {
        const result = await createOrder(url);
        if (result.ok) {
          creations.push(result.ms);
          created += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const deadline = Date.now() + 10_000;
      while (receiver.arrivals.size < before + created && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const rows = await db.query<{ latency: number }>(
        `SELECT extract(epoch FROM a.started_at - e.created_at) * 1000 AS latency
           FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN webhook_events e ON e.id = d.event_id
          WHERE a.attempt = 1 AND e.type = 'order.created' AND e.merchant_id = $1 AND e.created_at >= $2`,
        [merchantId, since],
      );
      const latencies = rows.map((row) => Number(row.latency));
      lines.push(
        `${label}: transition → first attempt (${latencies.length} of ${created} orders, from the event's transaction start): ` +
          `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (goal p95 ≤ 1000 ms)`,
      );
      return percentile(latencies, 95);
    };
    const alone = await paced('healthy endpoint alone');
    // Another merchant's endpoint stops answering with 2,000 events due for it.
    const hanging = await startReceiver(0);
    hanging.state.hang = true;
    try {
      const other = (
        await db.query<{ id: string }>(
          `INSERT INTO users (id, username, type, invite_code, api_key) VALUES (gen_random_uuid(), 'bench_hanging', 'merchant', 'bench-hang', 'bench-hang-key') RETURNING id`,
        )
      )[0]!.id;
      await pointMerchantAt(db, app.deps.appSecret, hanging.url, 'bench_hanging');
      await db.transaction(async (tx) => {
        for (let index = 0; index < 2_000; index += 1) {
          await insertEvent(tx, { merchantId: other, orderId: null, type: 'order.paid', revision: 1, data: { id: randomUUID(), index } });
        }
      });
      const beside = await paced('healthy endpoint while another hangs (2,000 events due to it)');
      lines.push(
        `healthy p95 ${beside.toFixed(1)} ms beside a hanging endpoint vs ${alone.toFixed(1)} ms alone ` +
          `(${hanging.requests.total} requests left hanging); goal: p95 unchanged (≤ 1000 ms)`,
      );
    } finally {
      await hanging.close();
    }
    const outbox: number[] = [];
    for (let index = 0; index < 300; index += 1) {
      await db.transaction(async (tx) => {
        const started = performance.now();
        // As an order's change writes it: the wake-up is sent after the commit, not in the transaction.
        await insertEvent(tx, { merchantId, orderId: null, type: 'order.created', revision: 1, data: { index } }, false);
        outbox.push(performance.now() - started);
      });
    }
    const share = (percentile(outbox, 50) / percentile(creations, 50)) * 100;
    lines.push(
      `order creation p50 ${percentile(creations, 50).toFixed(2)} ms; the outbox's statements alone in a transaction p50 ` +
        `${percentile(outbox, 50).toFixed(2)} ms: ${share.toFixed(1)} % of a creation (goal ≤ 10 %)`,
    );
    await app.close();
  } finally {
    await receiver.close();
    await db.close();
    await database.drop();
  }
  return lines;
};

/**
 * A receiver down for 10 minutes while 100 events a minute are made (on the controllable clock),
 * then back: how long the backlog takes to arrive once the receiver answers again, and how long
 * its slowest event would have waited for its own retry.
 */
const benchOutage = async () => {
  const { database, db } = await fresh();
  const receiver = await startReceiver(0);
  const lines: string[] = [];
  try {
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' }, []);
    const app = await buildApp({ config, db, startJobs: false });
    const merchantId = await pointMerchantAt(db, app.deps.appSecret, receiver.url);
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const webhooks = createWebhooksService(app.deps, {
      settings: app.services.webhookSettings,
      orderView: app.services.orders.webhookView,
      now,
    });
    receiver.state.down = true;
    const event = (index: number) =>
      insertEvent(db, { merchantId, orderId: null, type: 'order.paid', revision: 1, data: { id: randomUUID(), index } }, false);
    // Ten minutes, a minute at a time: 100 new events and a sweep every 5 s of it.
    let index = 0;
    for (let step = 0; step < 120; step += 1) {
      while (index < Math.floor(((step + 1) * 1000) / 120)) await event(index++);
      await webhooks.deliverDue();
      offset += 5_000;
    }
    const [{ latest }] = (await db.query<{ latest: Date }>(
      `SELECT max(next_attempt_at) AS latest FROM webhook_deliveries WHERE status = 'pending'`,
    )) as [{ latest: Date }];
    const wouldWait = (latest.getTime() - now().getTime()) / 60_000;
    receiver.state.down = false;
    const back = performance.now();
    // The next event gets through at once; the endpoint's backlog follows it.
    await event(index++);
    while ((await webhooks.deliverDue()) > 0);
    const seconds = (performance.now() - back) / 1000;
    const [counts] = await db.query<{ succeeded: number; events: number }>(
      `SELECT (SELECT count(DISTINCT event_id)::int FROM webhook_deliveries WHERE status = 'succeeded') AS succeeded,
              (SELECT count(*)::int FROM webhook_events) AS events`,
    );
    lines.push(
      `receiver down 10 minutes (${index} events meanwhile, ${receiver.requests.failed} failed requests), then back: ` +
        `${counts!.succeeded} of ${counts!.events} delivered ${seconds.toFixed(1)} s after it answered again; ` +
        `without catching up, the slowest would have waited ${wouldWait.toFixed(0)} more minutes`,
    );
    if (counts!.succeeded !== counts!.events) lines.push('FAILED: the backlog did not arrive once the receiver was back');
    await app.close();
  } finally {
    await receiver.close();
    await db.close();
    await database.drop();
  }
  return lines;
};

export const benchWebhooks = async () => [...(await benchLatency()), ...(await benchOutage()), ...(await benchFlakyReceiver())];

if (process.argv[1]?.endsWith('webhooks.bench.ts')) for (const line of await benchWebhooks()) console.log(line);

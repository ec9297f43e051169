import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  type ListAnswer,
  type MerchantOrder,
  type WebhookBody,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@paydesk/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { openSocket } from '../../../test/ws-client';
import { loadConfig } from '../../config';
import { createWebhookSender, type WebhookSender } from './webhook-sender';
import { insertUser } from '../users/users.repository';
import { insertEvent } from './webhooks.repository';
import { createWebhooksService, MAX_PER_ENDPOINT, PAUSE_AFTER_MS, type WebhooksService } from './webhooks.service';

type Received = { headers: http.IncomingHttpHeaders; body: string; json: WebhookBody };
type Reply = { status: number; headers?: Record<string, string>; body?: string };

/** A merchant's receiver: records every request; how it answers is decided per request. */
const startReceiver = async () => {
  const received: Received[] = [];
  let answer: (request: Received) => Reply = () => ({ status: 200, body: 'ok' });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request = { headers: req.headers, body, json: JSON.parse(body) as WebhookBody };
      received.push(request);
      const reply = answer(request);
      res.writeHead(reply.status, reply.headers ?? {});
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    answer: (fn: (request: Received) => Reply) => (answer = fn),
    of: (orderId: string) => received.filter((request) => (request.json.data as { id?: string }).id === orderId),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const KEY = 'ключ-уведомлений-2026';

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let merchant: TestClient;
let admin: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
/** The controllable clock: real time plus what the test moved it by, never behind the database's now(). */
let offset = 0;
const clock = () => new Date(Date.now() + offset);
let webhooks: WebhooksService;
let sequence = 0;

const service = (options: { sender?: WebhookSender } = {}) =>
  createWebhooksService(server.app.deps, {
    settings: server.app.services.webhookSettings,
    orderView: server.app.services.orders.webhookView,
    now: clock,
    random: () => 0,
    ...options,
  });
const advance = (ms: number) => (offset += ms);
const createOrder = async () => {
  // Each order its own amount: a requisite takes one open pay-in of an exact amount at a time.
  const amount = `${1000 + sequence}.00`;
  const answer = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `wh-${Date.now()}-${++sequence}`,
    amount,
    currency: 'RUB',
    payment_type: 'card',
  });
  if (answer.status !== 201) throw new Error(`order refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data!;
};
const deliveriesOf = async (orderId: string, client: TestClient = merchant) =>
  (await client.get<WebhookDelivery[]>(`/order/${orderId}/webhooks`)).body.data!;
const eventCount = async (orderId: string) =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_events WHERE order_id = $1', [orderId]))[0]!.n;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  receiver = await startReceiver();
  merchant = await loggedIn(server.url, 'merchant');
  admin = await loggedIn(server.url, 'admin');
  api = await merchantApi(server);
  const ids = await userIds(server);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 100_000_000_000n, 'webhooks-test-funding');
  await liveFlow(server, [ids.get('trader')!]);
  expect((await merchant.patch('/user/notification_url', { notification_url: receiver.url })).status).toBe(200);
  expect((await merchant.patch('/user/notification_key', { notification_key: KEY })).status).toBe(200);
  webhooks = service();
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

describe('delivery', () => {
  it('sends the order exactly as the merchant API shows it, signed so that an independent verifier accepts it', async () => {
    const order = await createOrder();
    expect(await webhooks.deliverDue()).toBe(1);
    const [request] = receiver.of(order.id);
    const verified = new Webhook(new TextEncoder().encode(KEY), { format: 'raw' }).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    }) as WebhookBody;
    expect(verified.type).toBe('order.created');
    expect(verified.revision).toBe(1);
    expect(verified.id).toBe(request!.headers['webhook-id']);
    expect(verified.data).toEqual((await api.call<MerchantOrder>('GET', `/orders/${order.id}`)).body.data);
    // A key that is not the merchant's does not verify.
    expect(() =>
      new Webhook(new TextEncoder().encode('another-key-123'), { format: 'raw' }).verify(request!.body, {
        'webhook-id': String(request!.headers['webhook-id']),
        'webhook-timestamp': String(request!.headers['webhook-timestamp']),
        'webhook-signature': String(request!.headers['webhook-signature']),
      }),
    ).toThrow();
    const [delivery] = await deliveriesOf(order.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempt_count: 1, url: receiver.url, event_type: 'order.created' });
    expect(delivery!.attempts[0]).toMatchObject({ http_status: 200, response_excerpt: 'ok', error: null, next_retry_at: null });
  });

  it('writes the webhook in the transition’s transaction: a rolled-back cancel leaves no event', async () => {
    const order = await createOrder();
    await webhooks.deliverDue();
    // The hold's release fails inside the cancel's transaction, after the move wrote its outbox row.
    await server.db.query(`CREATE FUNCTION refuse_release() RETURNS trigger AS $$ BEGIN
        IF NEW.kind = 'order_release' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await server.db.query('CREATE TRIGGER refuse_release BEFORE INSERT ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION refuse_release()');
    try {
      const refused = await admin.post(`/order/${order.id}/cancel`, { reason: 'test' });
      expect(refused.status).toBe(500);
    } finally {
      await server.db.query('DROP TRIGGER refuse_release ON ledger_transfers');
      await server.db.query('DROP FUNCTION refuse_release()');
    }
    expect(await eventCount(order.id)).toBe(1);
    expect(await webhooks.deliverDue()).toBe(0);
    // The same cancel, committed, writes its event.
    expect((await admin.post(`/order/${order.id}/cancel`, { reason: 'test' })).status).toBe(200);
    expect(await eventCount(order.id)).toBe(2);
    await webhooks.deliverDue();
    expect(receiver.of(order.id).map((request) => [request.json.type, request.json.revision])).toEqual([
      ['order.created', 1],
      ['order.canceled', 2],
    ]);
  });

  it('retries on the schedule (5 s … 24 h) with a controllable clock, then fails, stays visible and tells the merchant live', async () => {
    const order = await createOrder();
    receiver.answer((request) => ((request.json.data as { id: string }).id === order.id ? { status: 500, body: 'down' } : { status: 200 }));
    const me = (await merchant.get<{ uuid: string; ws_token: string }>('/user/current')).body.data!;
    const ws = await openSocket(server.url);
    ws.auth(me.uuid, me.ws_token);
    await ws.next('auth.ok');
    try {
      await webhooks.deliverDue();
      for (const [index, seconds] of WEBHOOK_RETRY_SCHEDULE_SECONDS.entries()) {
        const [delivery] = await deliveriesOf(order.id);
        const last = delivery!.attempts.at(-1)!;
        expect(delivery!.attempt_count).toBe(index + 1);
        // Counted from the end of the failed attempt (random jitter is 0 here).
        const wait = Date.parse(last.next_retry_at!) - Date.parse(last.at) - last.duration_ms!;
        expect(wait).toBeGreaterThanOrEqual(seconds * 1000 - 1);
        expect(wait).toBeLessThan(seconds * 1000 + 50);
        // A second early nothing is sent; on time, the next attempt goes.
        advance(seconds * 1000 - 1000);
        expect(await webhooks.deliverDue()).toBe(0);
        advance(1000);
        expect(await webhooks.deliverDue()).toBe(1);
      }
      const [failed] = await deliveriesOf(order.id);
      expect(failed).toMatchObject({ status: 'failed', attempt_count: 10, next_attempt_at: null });
      expect(failed!.attempts).toHaveLength(10);
      expect(failed!.attempts.every((attempt) => attempt.http_status === 500 && attempt.response_excerpt === 'down')).toBe(true);
      expect(JSON.parse((await ws.next('webhook.failed')).message)).toMatchObject({ delivery_id: failed!.id, order_id: order.id });
      const listed = (await merchant.get<ListAnswer<WebhookDelivery>>('/webhook/delivery?filter[status]=failed')).body.data!;
      expect(listed.items.map((item) => item.id)).toContain(failed!.id);
      expect(listed.items.every((item) => item.status === 'failed')).toBe(true);
    } finally {
      ws.close();
      receiver.answer(() => ({ status: 200, body: 'ok' }));
    }
  });

  it('honours Retry-After when it asks for longer than the schedule', async () => {
    const order = await createOrder();
    receiver.answer(() => ({ status: 503, headers: { 'retry-after': '3600' } }));
    await webhooks.deliverDue();
    receiver.answer(() => ({ status: 200, body: 'ok' }));
    const [delivery] = await deliveriesOf(order.id);
    const wait = Date.parse(delivery!.attempts[0]!.next_retry_at!) - Date.parse(delivery!.attempts[0]!.at);
    expect(wait).toBeGreaterThanOrEqual(3_600_000);
    expect(wait).toBeLessThan(3_600_000 + 1000);
    advance(300_000);
    expect(await webhooks.deliverDue()).toBe(0);
    advance(3_300_000);
    expect(await webhooks.deliverDue()).toBe(1);
    expect((await deliveriesOf(order.id))[0]!.status).toBe('succeeded');
  });

  it('delivers one order’s events in order: a later event waits while an earlier one is retried', async () => {
    const order = await createOrder();
    let failures = 1;
    receiver.answer((request) => (request.json.type === 'order.created' && failures-- > 0 ? { status: 502 } : { status: 200 }));
    expect((await api.call('POST', `/orders/${order.id}/cancel`)).status).toBe(200);
    expect(await webhooks.deliverDue()).toBe(1);
    expect(receiver.of(order.id).map((request) => request.json.type)).toEqual(['order.created']);
    advance(5_000);
    await webhooks.deliverDue();
    expect(receiver.of(order.id).map((request) => request.json.type)).toEqual(['order.created', 'order.created', 'order.canceled']);
    receiver.answer(() => ({ status: 200, body: 'ok' }));
  });

  it('does not send a type the merchant turned off, and logs it as skipped', async () => {
    expect((await merchant.put('/user/webhook', { webhooks: [{ slug: 'order.canceled', is_disabled: true }] })).status).toBe(200);
    try {
      const order = await createOrder();
      await api.call('POST', `/orders/${order.id}/cancel`);
      await webhooks.deliverDue();
      expect(receiver.of(order.id).map((request) => request.json.type)).toEqual(['order.created']);
      const skipped = (await deliveriesOf(order.id)).find((item) => item.event_type === 'order.canceled')!;
      expect(skipped).toMatchObject({ status: 'skipped', skip_reason: 'disabled', attempt_count: 0, attempts: [] });
      const filtered = (
        await merchant.get<ListAnswer<WebhookDelivery>>('/webhook/delivery?filter[status]=skipped&filter[event_type]=order.canceled')
      ).body.data!;
      expect(filtered.items.map((item) => item.id)).toContain(skipped.id);
      expect(filtered.context.available_filters.map((filter) => filter.field)).toEqual(['status', 'event_type', 'order_id']);
    } finally {
      await merchant.put('/user/webhook', { webhooks: [{ slug: 'order.canceled', is_disabled: false }] });
    }
  });

  it('loses nothing when a process dies mid-delivery: its lease runs out and another process sends it once', async () => {
    const order = await createOrder();
    let hung = 0;
    // This process "dies" during the HTTP call: the call never returns and nothing is recorded.
    const dying = service({ sender: () => (hung++, new Promise(() => undefined)) });
    void dying.deliverDue();
    await expect.poll(() => hung).toBe(1);
    // The attempt in flight is already in the log.
    const [inFlight] = await deliveriesOf(order.id);
    expect(inFlight!.attempts).toHaveLength(1);
    expect(inFlight!.attempts[0]).toMatchObject({ in_flight: true, http_status: null, duration_ms: null, url: receiver.url });
    const restarted = service();
    advance(10_000);
    expect(await restarted.deliverDue()).toBe(0);
    advance(60_000);
    expect(await restarted.deliverDue()).toBe(1);
    expect(receiver.of(order.id)).toHaveLength(1);
    // The dead process's attempt stays in the log, interrupted, and counts; the one that went through follows it.
    const [delivery] = await deliveriesOf(order.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempt_count: 2 });
    expect(delivery!.attempts.map((attempt) => [attempt.in_flight, attempt.http_status, attempt.error])).toEqual([
      [false, null, 'interrupted: the sending process stopped'],
      [false, 200, null],
    ]);
  });
});

describe('receivers that hang or come back', () => {
  /** A receiver that never answers: every request stays open until the sender gives up. */
  const startHangingReceiver = async () => {
    let requests = 0;
    const open = new Set<http.ServerResponse>();
    const hanging = http.createServer((_req, res) => {
      requests += 1;
      open.add(res);
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`,
      requests: () => requests,
      close: () => {
        for (const res of open) res.destroy();
        hanging.closeAllConnections();
        return new Promise((resolve) => hanging.close(resolve));
      },
    };
  };

  it("delivers a healthy endpoint's event at once while another merchant's endpoint hangs", async () => {
    const hanging = await startHangingReceiver();
    const other = await insertUser(server.db, { username: `hangs_${Date.now()}`, passwordHash: null, type: 'merchant' });
    const real = server.app.services.webhookSettings;
    const worker = createWebhooksService(server.app.deps, {
      settings: {
        target: async (merchantId) =>
          merchantId === other ? { url: hanging.url, key: KEY, disabled: new Set<string>() } : real.target(merchantId),
      },
      orderView: server.app.services.orders.webhookView,
      now: clock,
      random: () => 0,
    });
    try {
      // More events for the hanging endpoint than it may hold slots are being sent (and hang) when the healthy merchant's order comes.
      for (let index = 0; index < MAX_PER_ENDPOINT + 10; index += 1) {
        await insertEvent(server.db, { merchantId: other, orderId: null, type: 'test', revision: null, data: { index } }, false);
      }
      const drained = worker.deliverDue();
      while (hanging.requests() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const order = await createOrder();
      const started = Date.now();
      // The wake-up its commit sends, as the worker's listener would pass it on.
      void worker.deliverDue();
      while (receiver.of(order.id).length === 0 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
      const waited = Date.now() - started;
      expect(receiver.of(order.id)).toHaveLength(1);
      // Delivered while the hanging endpoint's attempts were still open, each holding its slot for the timeout.
      expect(waited).toBeLessThan(2_000);
      expect(hanging.requests()).toBeLessThanOrEqual(MAX_PER_ENDPOINT);
      await hanging.close();
      await drained;
    } finally {
      await hanging.close();
    }
  }, 60_000);

  it("sends an endpoint's backlog at once when it answers again, instead of each event waiting out its back-off", async () => {
    receiver.answer(() => ({ status: 503 }));
    const waiting = [await createOrder(), await createOrder()];
    await webhooks.deliverDue();
    advance(WEBHOOK_RETRY_SCHEDULE_SECONDS[0]! * 1000 + 1000);
    await webhooks.deliverDue();
    // Both now wait minutes for their third attempt.
    for (const order of waiting) expect((await deliveriesOf(order.id))[0]!.attempt_count).toBe(2);
    // Down for over a minute, then back.
    advance(60_000);
    receiver.answer(() => ({ status: 200, body: 'ok' }));
    const fresh = await createOrder();
    await webhooks.deliverDue();
    for (const order of [...waiting, fresh]) {
      const [delivery] = await deliveriesOf(order.id);
      expect({ order: order.id, status: delivery!.status }).toEqual({ order: order.id, status: 'succeeded' });
    }
  });
});

describe('a Standard Webhooks key', () => {
  it('signs with the bytes a whsec_ key stands for, so the official library verifies with the key as shown', async () => {
    const key = `whsec_${randomBytes(32).toString('base64')}`;
    expect((await merchant.patch('/user/notification_key', { notification_key: key })).status).toBe(200);
    try {
      const order = await createOrder();
      await webhooks.deliverDue();
      const [request] = receiver.of(order.id);
      // The library's own signing, at the attempt's timestamp (this file's clock runs ahead), gives the header sent.
      const headers = request!.headers;
      const stamp = new Date(Number(headers['webhook-timestamp']) * 1000);
      expect(new Webhook(key).sign(String(headers['webhook-id']), stamp, request!.body)).toBe(headers['webhook-signature']);
      // Keyed with the text of the key instead, it would differ.
      expect(
        new Webhook(new TextEncoder().encode(key), { format: 'raw' }).sign(String(headers['webhook-id']), stamp, request!.body),
      ).not.toBe(headers['webhook-signature']);
      expect((JSON.parse(request!.body) as WebhookBody).data).toMatchObject({ id: order.id });
      const malformed = await merchant.patch('/user/notification_key', { notification_key: 'whsec_not base64!' });
      expect(malformed.status).toBe(422);
      expect(malformed.body.error?.fields?.notification_key).toMatch(/whsec_/);
    } finally {
      await merchant.patch('/user/notification_key', { notification_key: KEY });
    }
  });
});

describe('a signing key stored in the clear before keys were sealed', () => {
  it('is sealed at start, once, and still signs as it was', async () => {
    const [partner] = await server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'partner'");
    await server.db.query(
      `INSERT INTO webhook_settings (merchant_id, url, signing_key, signing_key_sealed) VALUES ($1, 'https://legacy.example/hook', 'legacy.key.1', false)`,
      [partner!.id],
    );
    const settings = server.app.services.webhookSettings;
    expect(await settings.sealLegacyKeys()).toBe(1);
    expect(await settings.sealLegacyKeys()).toBe(0);
    const [row] = await server.db.query<{ signing_key: string }>('SELECT signing_key FROM webhook_settings WHERE merchant_id = $1', [
      partner!.id,
    ]);
    expect(row!.signing_key).not.toContain('legacy.key.1');
    expect(await settings.target(partner!.id)).toMatchObject({ url: 'https://legacy.example/hook', key: 'legacy.key.1' });
  });
});

describe('over the merchant API', () => {
  it('lists, reads and resends only its own deliveries, signed like every merchant call', async () => {
    receiver.answer(() => ({ status: 500 }));
    const order = await createOrder();
    await webhooks.deliverDue();
    // The schedule spent: the delivery fails.
    for (const seconds of WEBHOOK_RETRY_SCHEDULE_SECONDS) {
      advance(seconds * 1000 * 1.2);
      await webhooks.deliverDue();
    }
    receiver.answer(() => ({ status: 200, body: 'ok' }));

    const listed = await api.call<{ items: WebhookDelivery[]; next_page: number | null }>(
      'GET',
      `/webhooks/deliveries?order_id=${order.id}&status=failed&limit=10`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data!.items).toHaveLength(1);
    const [failed] = listed.body.data!.items;
    expect(failed).toMatchObject({ order_id: order.id, status: 'failed', event_type: 'order.created' });
    expect(failed!.attempts).toHaveLength(WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1);

    const one = await api.call<WebhookDelivery>('GET', `/webhooks/deliveries/${failed!.id}`);
    expect(one.body.data).toEqual(failed);
    // Ten at once (a double click, a retried call) make one new delivery.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call<WebhookDelivery>('POST', `/webhooks/deliveries/${failed!.id}/resend`)),
    );
    expect(new Set(answers.map((answer) => answer.body.data?.id)).size).toBe(1);
    const [again] = answers as [(typeof answers)[number]];
    expect(again.status).toBe(200);
    const repeats = await server.db.query('SELECT id FROM webhook_deliveries WHERE resend_of = $1', [failed!.id]);
    expect(repeats).toHaveLength(1);
    expect(again.body.data).toMatchObject({ status: 'pending', resend_of: failed!.id, order_id: order.id });
    expect((await api.call('POST', `/webhooks/deliveries/${again.body.data!.id}/resend`)).body.error?.code).toBe('webhook_not_failed');
    await webhooks.deliverDue();
    expect((await api.call<WebhookDelivery>('GET', `/webhooks/deliveries/${again.body.data!.id}`)).body.data!.status).toBe('succeeded');

    // Another merchant's delivery is not found, a bad filter is a field error, paging says what comes next.
    const stranger = await insertUser(server.db, { username: `stranger_${Date.now()}`, passwordHash: null, type: 'merchant' });
    const { deliveryId } = await insertEvent(
      server.db,
      { merchantId: stranger, orderId: null, type: 'test', revision: null, data: { secret: 'not yours' } },
      false,
    );
    const other = { id: deliveryId };
    expect((await api.call('GET', `/webhooks/deliveries/${other.id}`)).status).toBe(404);
    expect((await api.call('POST', `/webhooks/deliveries/${other.id}/resend`)).status).toBe(404);
    expect((await api.call('GET', '/webhooks/deliveries/not-a-uuid')).status).toBe(422);
    const bad = await api.call('GET', '/webhooks/deliveries?status=lost');
    expect(bad.status).toBe(422);
    expect(bad.body.error?.fields).toHaveProperty('status');
    const first = await api.call<{ items: WebhookDelivery[]; next_page: number | null }>('GET', '/webhooks/deliveries?limit=1');
    expect(first.body.data!.items).toHaveLength(1);
    expect(first.body.data!.next_page).toBe(2);
    expect(first.body.data!.items.every((item) => item.merchant.uuid === failed!.merchant.uuid)).toBe(true);
  });
});

describe('safety', () => {
  it('refuses loopback, private and metadata addresses, literal or resolved, unless private networks are allowed', async () => {
    const strict = createWebhookSender({ allowPrivate: false });
    const before = receiver.received.length;
    for (const url of [
      receiver.url,
      `http://localhost:${receiver.port}/hook`,
      'http://10.0.0.1/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:80/hook',
    ]) {
      const result = await strict(url, {}, '{}');
      expect(result.status, url).toBeNull();
      expect(result.error, url).toMatch(/not allowed|forbidden|refused|private|meta/i);
    }
    expect((await strict('ftp://example.com/hook', {}, '{}')).error).toMatch(/http/);
    expect(receiver.received.length).toBe(before);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }, []).webhookAllowPrivateNetworks).toBe(false);
    expect(loadConfig({}, []).webhookAllowPrivateNetworks).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' }, []).webhookAllowPrivateNetworks).toBe(true);
  });

  it('does not follow a redirect: the attempt fails with the 3xx and the other address is never asked', async () => {
    const target = await startReceiver();
    try {
      const send = createWebhookSender({ allowPrivate: true });
      receiver.answer(() => ({ status: 307, headers: { location: target.url } }));
      const result = await send(receiver.url, {}, '{"id":"x","data":{}}');
      expect(result.status).toBe(307);
      expect(target.received).toHaveLength(0);
    } finally {
      receiver.answer(() => ({ status: 200, body: 'ok' }));
      await target.close();
    }
  });

  it('keeps only an excerpt of a large answer', async () => {
    receiver.answer(() => ({ status: 200, body: 'x'.repeat(200_000) }));
    try {
      const result = await createWebhookSender({ allowPrivate: true })(receiver.url, {}, '{"data":{}}');
      expect(result.status).toBe(200);
      expect(result.excerpt!.length).toBe(1024);
    } finally {
      receiver.answer(() => ({ status: 200, body: 'ok' }));
    }
  });
});

describe('seeing and resending', () => {
  it('resends a canceled or paid order’s webhook for admins only, as a new delivery linked to the last one', async () => {
    const open = await createOrder();
    await webhooks.deliverDue();
    const refused = await admin.post(`/order/${open.id}/webhook/resend`);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('webhook_not_resendable');
    await api.call('POST', `/orders/${open.id}/cancel`);
    await webhooks.deliverDue();
    const support = await loggedIn(server.url, 'support');
    expect((await support.post(`/order/${open.id}/webhook/resend`)).status).toBe(403);
    expect((await merchant.post(`/order/${open.id}/webhook/resend`)).status).toBe(403);
    const last = (await deliveriesOf(open.id))[0]!;
    const resent = await admin.post<WebhookDelivery>(`/order/${open.id}/webhook/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({
      status: 'pending',
      resend_of: last.id,
      event_id: last.event_id,
      event_type: 'order.canceled',
    });
    await webhooks.deliverDue();
    const sent = receiver.of(open.id);
    expect(sent.at(-1)!.headers['webhook-id']).toBe(last.event_id);
    // The merchant sees the resend in its log, the admin too.
    expect((await deliveriesOf(open.id))[0]).toMatchObject({ id: resent.body.data!.id, status: 'succeeded' });
    expect((await deliveriesOf(open.id, admin))[0]!.merchant.username).toBe('merchant');
    const trader = await loggedIn(server.url, 'trader');
    expect((await trader.get(`/order/${open.id}/webhooks`)).status).toBe(403);
    expect((await admin.post(`/order/00000000-0000-4000-8000-000000000000/webhook/resend`)).status).toBe(404);
  });

  it('sends a failed delivery again, and only a failed one', async () => {
    const order = await createOrder();
    receiver.answer(() => ({ status: 500 }));
    await webhooks.deliverDue();
    for (const seconds of WEBHOOK_RETRY_SCHEDULE_SECONDS) {
      advance(seconds * 1000);
      await webhooks.deliverDue();
    }
    receiver.answer(() => ({ status: 200, body: 'ok' }));
    const [failed] = await deliveriesOf(order.id);
    expect(failed!.status).toBe('failed');
    const notFailed = (await merchant.get<ListAnswer<WebhookDelivery>>('/webhook/delivery?filter[status]=succeeded')).body.data!.items[0]!;
    const refused = await merchant.post(`/webhook/delivery/${notFailed.id}/resend`);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('webhook_not_failed');
    const again = await merchant.post<WebhookDelivery>(`/webhook/delivery/${failed!.id}/resend`);
    expect(again.body.data).toMatchObject({ resend_of: failed!.id, status: 'pending' });
    await webhooks.deliverDue();
    expect((await deliveriesOf(order.id))[0]).toMatchObject({ id: again.body.data!.id, status: 'succeeded' });
    // The endpoint answered again: it is no longer failing.
    expect((await merchant.get<WebhookEndpoint>('/webhook/endpoint')).body.data!.failing_since).toBeNull();
  });

  it('sends a signed test event and answers what the receiver said', async () => {
    receiver.answer(() => ({ status: 202, body: 'accepted by the shop' }));
    try {
      const answer = await merchant.post<WebhookDelivery>('/webhook/test');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ event_type: 'test', status: 'succeeded', order_id: null });
      expect(answer.body.data!.attempts[0]).toMatchObject({ http_status: 202, response_excerpt: 'accepted by the shop' });
      const request = receiver.received.at(-1)!;
      expect(request.json.type).toBe('test');
      new Webhook(new TextEncoder().encode(KEY), { format: 'raw' }).verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      });
    } finally {
      receiver.answer(() => ({ status: 200, body: 'ok' }));
    }
  });

  it('lists every merchant’s deliveries for admins and only one’s own for a merchant', async () => {
    const mine = (await merchant.get<ListAnswer<WebhookDelivery>>('/webhook/delivery?count=100')).body.data!;
    const all = (await admin.get<ListAnswer<WebhookDelivery>>('/webhook/delivery?count=100')).body.data!;
    expect(mine.items.length).toBeGreaterThan(0);
    const me = (await merchant.get<{ uuid: string }>('/user/current')).body.data!.uuid;
    expect(new Set(mine.items.map((item) => item.merchant.uuid))).toEqual(new Set([me]));
    // Another merchant's deliveries (the hanging endpoint's) are the admin's to see, not this merchant's.
    expect(all.items.some((item) => item.merchant.uuid !== me)).toBe(true);
    expect(all.context.total_count).toBeGreaterThan(mine.context.total_count);
    expect((await merchant.get('/webhook/delivery?filter[status]=lost')).status).toBe(422);
  });

  it('pauses an endpoint after days of failures on every event, tells the merchant, and resumes when re-enabled', async () => {
    receiver.answer(() => ({ status: 500 }));
    const me = (await merchant.get<{ uuid: string; ws_token: string }>('/user/current')).body.data!;
    const ws = await openSocket(server.url);
    ws.auth(me.uuid, me.ws_token);
    await ws.next('auth.ok');
    const first = await createOrder();
    await webhooks.deliverDue();
    // A new event every half day, every one failing, until the endpoint has failed for the whole pause period.
    const started = clock().getTime();
    let endpoint = (await merchant.get<WebhookEndpoint>('/webhook/endpoint')).body.data!;
    for (let step = 0; endpoint.paused_at === null && step < 40; step += 1) {
      if (step % 2 === 0) await createOrder();
      advance(3_600_000 * 6);
      await webhooks.deliverDue();
      endpoint = (await merchant.get<WebhookEndpoint>('/webhook/endpoint')).body.data!;
    }
    expect(endpoint.paused_at).not.toBeNull();
    expect(clock().getTime() - started).toBeGreaterThanOrEqual(PAUSE_AFTER_MS - 3_600_000 * 6);
    await expect
      .poll(() => ws.received.filter((message) => message.type === 'webhook.failed').map((message) => JSON.parse(message.message).paused))
      .toContain(true);
    ws.close();
    // Nothing goes to a paused endpoint.
    receiver.answer(() => ({ status: 200, body: 'ok' }));
    const second = await createOrder();
    expect(await webhooks.deliverDue()).toBe(0);
    expect(receiver.of(second.id)).toHaveLength(0);
    const resumed = await merchant.post<WebhookEndpoint>('/webhook/endpoint/resume');
    expect(resumed.body.data).toMatchObject({ paused_at: null, failing_since: null });
    await webhooks.deliverDue();
    expect(receiver.of(second.id)).toHaveLength(1);
    expect(receiver.of(first.id).length).toBeGreaterThan(1);
  });

  it('sends nothing without a notification URL', async () => {
    await server.db.query(`UPDATE webhook_settings SET url = NULL WHERE merchant_id = (SELECT id FROM users WHERE username = 'merchant')`);
    try {
      const order = await createOrder();
      await webhooks.deliverDue();
      expect(receiver.of(order.id)).toHaveLength(0);
      expect((await deliveriesOf(order.id))[0]).toMatchObject({ status: 'skipped', skip_reason: 'no_url' });
      expect((await merchant.post('/webhook/test')).body.error?.code).toBe('webhook_no_url');
    } finally {
      await merchant.patch('/user/notification_url', { notification_url: receiver.url });
    }
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

const TOKEN = 'metrics-token-for-tests-0123456789';
const lines: Record<string, unknown>[] = [];
let server: TestServer;
let api: Awaited<ReturnType<typeof merchantApi>>;
const hooks: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiver: http.Server;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '127.0.0.1', WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' },
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  api = await merchantApi(server);
  const ids = await userIds(server);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 100_000_000_000n, 'ops-test-funding');
  await liveFlow(server, [ids.get('trader')!]);
  const merchant = await loggedIn(server.url, 'merchant');
  const { port } = receiver.address() as AddressInfo;
  expect((await merchant.patch('/user/notification_url', { notification_url: `http://127.0.0.1:${port}/hook` })).status).toBe(200);
  expect((await merchant.patch('/user/notification_key', { notification_key: 'ops-test-key' })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await server?.close();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
};
const metricsText = async () => (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).text;
/** A sample's value by its name and labels as written (`name{a="b"}`), 0 when absent. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)));
  return line ? Number(line.split(' ').at(-1)) : 0;
};
const waitFor = async (what: () => boolean | Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
let sequence = 0;
const createOrder = (amount: string, headers: Record<string, string> = {}, currency = 'RUB') =>
  api.call<MerchantOrder>(
    'POST',
    '/orders',
    { direction: 'pay_in', merchant_order_id: `ops-${Date.now()}-${++sequence}`, amount, currency, payment_type: 'card' },
    headers,
  );

describe('health', () => {
  it('answers liveness and readiness without a session, naming the checks but no version, detail or cookie', async () => {
    const live = await get('/health/live');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok', realtime: 'ok', accepting: 'ok' },
    });
    for (const answer of [live, ready]) {
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(answer.headers.get('x-powered-by')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is not ready while a migration this code knows is missing, or once the process stops accepting', async () => {
    const [last] = await server.db.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const missing = await get('/health/ready');
      expect(missing.status).toBe(503);
      expect(JSON.parse(missing.text)).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'failing' } });
      expect(missing.text).not.toContain(last!.name);
    } finally {
      await server.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
    }
    server.app.lifecycle.accepting = false;
    try {
      const stopping = await get('/health/ready');
      expect(stopping.status).toBe(503);
      expect(JSON.parse(stopping.text)).toMatchObject({ status: 'unavailable', checks: { accepting: 'failing' } });
    } finally {
      server.app.lifecycle.accepting = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await get('/health/ready')).status).toBe(200);
  });

  it('answers a burst of probes with one database query a second', async () => {
    const before = await server.db.query<{ calls: string }>(
      'SELECT COALESCE(sum(xact_commit), 0)::text AS calls FROM pg_stat_database WHERE datname = current_database()',
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/health/ready')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const after = await server.db.query<{ calls: string }>(
      'SELECT COALESCE(sum(xact_commit), 0)::text AS calls FROM pg_stat_database WHERE datname = current_database()',
    );
    // Jobs run meanwhile too; fifty probes alone would be fifty.
    expect(Number(after[0]!.calls) - Number(before[0]!.calls)).toBeLessThan(40);
  });
});

describe('metrics', () => {
  it('are refused without the token, in the error shape and the caller language', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const refused = await get('/metrics', { ...headers, 'x-language': 'ru' });
      expect(refused.status).toBe(401);
      const body = JSON.parse(refused.text) as { error: { code: string; localized_message: string } };
      expect(body.error.code).toBe('metrics_token_required');
      expect(body.error.localized_message).toContain('токен метрик');
      expect(refused.text).not.toContain('paydesk_');
    }
  });

  it('count orders, routing refusals, webhook attempts and requests, and show the queue, job lag, sockets and pool', async () => {
    const before = await metricsText();
    const created = await createOrder('1234.00');
    expect(created.status).toBe(201);
    // No flow serves KZT: refused by the routing engine.
    const refused = await createOrder('10.00', {}, 'KZT');
    expect(refused.body.error?.code).toBe('no_executor');
    await waitFor(() => hooks.some((hook) => hook.body.includes(created.body.data!.id)));
    await waitFor(async () => sample(await metricsText(), 'paydesk_webhook_attempts_total', { outcome: 'succeeded' }) > 0);
    const text = await metricsText();
    expect(text).toContain('# TYPE paydesk_http_request_duration_seconds histogram');
    expect(
      sample(text, 'paydesk_orders_created_total', { direction: 'pay_in', status: 'new' }) -
        sample(before, 'paydesk_orders_created_total', { direction: 'pay_in', status: 'new' }),
    ).toBe(1);
    expect(sample(text, 'paydesk_http_request_duration_seconds_count', { route: '/api/v1/orders', method: 'POST', status: '201' })).toBe(1);
    expect(
      sample(text, 'paydesk_webhook_attempts_total', { outcome: 'succeeded' }) -
        sample(before, 'paydesk_webhook_attempts_total', { outcome: 'succeeded' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'paydesk_routing_refusals_total', { reason: 'no_flow' }) -
        sample(before, 'paydesk_routing_refusals_total', { reason: 'no_flow' }),
    ).toBe(1);
    expect(text).toMatch(/paydesk_webhook_queue_depth\{service="paydesk"\} \d+/);
    expect(text).toMatch(/paydesk_webhook_oldest_pending_seconds\{service="paydesk"\} [\d.e+-]+/);
    expect(text).toContain('# TYPE paydesk_job_lag_seconds gauge');
    expect(sample(text, 'paydesk_websocket_connections')).toBe(0);
    expect(sample(text, 'paydesk_db_pool_connections', { state: 'max' })).toBe(5);
    expect(text).toContain('# TYPE paydesk_ledger_transfers_written gauge');
    // Probes and scrapes are counted, not logged, unless the answer is a 5xx (a process not ready).
    const about = (path: string) => lines.filter((line) => String(line.route ?? '').endsWith(path));
    // Only the answers that said "not ready" (the test above) are in the log.
    expect(about('/health/ready').map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([503, 503]);
    expect(about('/health/live')).toEqual([]);
    expect(about('/metrics')).toEqual([]);
    expect(sample(text, 'paydesk_http_request_duration_seconds_count', { route: '/health/ready', status: '200' })).toBeGreaterThan(0);
  });

  it('show a queued webhook and its age while its receiver cannot be reached', async () => {
    const merchant = await loggedIn(server.url, 'merchant');
    expect((await merchant.patch('/user/notification_url', { notification_url: 'http://127.0.0.1:9/hook' })).status).toBe(200);
    const { port } = receiver.address() as AddressInfo;
    try {
      const order = await createOrder('1235.00');
      expect(order.status).toBe(201);
      // The queue's two gauges share one reading for a second, so a scrape may trail the attempt by that much.
      let text = '';
      await waitFor(async () => {
        text = await metricsText();
        return (
          sample(text, 'paydesk_webhook_attempts_total', { outcome: 'retrying' }) > 0 && sample(text, 'paydesk_webhook_queue_depth') >= 1
        );
      });
      expect(sample(text, 'paydesk_webhook_oldest_pending_seconds')).toBeGreaterThan(0);
    } finally {
      expect((await merchant.patch('/user/notification_url', { notification_url: `http://127.0.0.1:${port}/hook` })).status).toBe(200);
    }
  });
});

describe('request ids', () => {
  it('are made for each request and returned; one given by a client that is not a trusted proxy is not taken', async () => {
    const first = await get('/api/inner/language');
    const second = await get('/api/inner/language');
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('follow a merchant call from the trusted proxy through its log line, the order it creates and the webhook sent for it', async () => {
    const id = `edge-${Date.now()}`;
    const created = await createOrder('1236.00', { 'x-request-id': id });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toBe(id);
    await waitFor(() => lines.some((line) => line.msg === 'webhook attempt' && line.orderId === created.body.data!.id));
    const traced = lines.filter((line) => line.reqId === id);
    const merchantId = (await userIds(server)).get('merchant');
    expect(traced.find((line) => line.msg === 'request completed')).toMatchObject({
      route: 'POST /api/v1/orders',
      merchantId,
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
    });
    expect(traced.find((line) => line.msg === 'webhook attempt')).toMatchObject({ orderId: created.body.data!.id, outcome: 'succeeded' });
    // Only one line per request: the incoming one is not logged.
    expect(traced.filter((line) => line.msg === 'incoming request')).toEqual([]);
    // An id with characters unfit for a log is replaced.
    const odd = await createOrder('1237.00', { 'x-request-id': 'x'.repeat(200) });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

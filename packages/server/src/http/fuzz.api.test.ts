import {
  allows,
  DEVICE_API_BASE,
  deviceApi,
  innerApi,
  INNER_API_BASE,
  isStateChanging,
  merchantApi as merchantApi_,
  merchantPaymentMethodsApi,
  merchantWebhooksApi,
  opsApi,
  partnerHooksApi,
  type MerchantOrder,
  type PartnerSystem,
  type RouteDef,
} from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_ACCOUNTS } from '../../test/authorization-matrix';
import { loggedIn, TestClient, type Answer } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/harness';
import { HOSTILE_STRINGS, hostileInputs, plausible, SAMPLE_ID } from '../../test/hostile-values';
import { checkLedger } from '../modules/ledger/ledger.check';
import { insertUser } from '../modules/users/users.repository';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../test/order-fixtures';
import { signWebhook } from '../modules/webhooks';

/**
 * Every route of the contract, called by a role it admits with hostile values derived from its
 * own schema (and every write ten times at once with one plausible body), and by every other role
 * with a sample of them: no answer is a 5xx, every refusal has the product's error shape, a route that
 * refused everything changed nothing, and the ledger's invariants hold at the end.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    startJobs: false,
    env: {
      LOGIN_MAX_FAILURES_PER_USER: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      DEVICE_API_RATE: '100000',
      DEVICE_PAIR_RATE: '100000',
      METRICS_TOKEN: 'fuzz-metrics-token',
    },
  });
});
afterAll(() => server.close());

/**
 * Real ids to put in paths, by the path's first segment: a sample id stops a call at "not found",
 * a real one takes the hostile body as far as the route goes (an order's confirmation, a flow's
 * executor, a requisite's restrictions).
 */
const realIds = new Map<string, string>();
beforeAll(async () => {
  const ids = await userIds(server);
  const trader = ids.get('trader')!;
  const requisite = await readyTrader(server, trader, '4111111111111111');
  await fundUser(server, trader, 1_000_000_000n, 'fuzz-funding');
  const flow = await liveFlow(server, [trader]);
  const order = await (
    await merchantApi(server)
  ).call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `fuzz-${Date.now()}`,
    amount: '1500.00',
    currency: 'RUB',
    payment_type: 'card',
  });
  const target = await insertUser(server.db, { username: `fuzz_target_${Date.now()}`, passwordHash: null, type: 'agent' });
  const token = order.body.data!.payment_url.split('/').pop()!;
  // A case in force, so that a release with a hostile request reaches the case itself.
  const [antiFraudCase] = await server.db.query<{ id: string }>(
    `INSERT INTO anti_fraud_cases (id, rule, target_type, target_key, target_user_id, effect, evidence)
     VALUES (gen_random_uuid(), 'trader_lost_disputes', 'trader', $1, $2, 'flagged', '{"figures": {}, "orders": []}') RETURNING id`,
    [trader, trader],
  );
  // An open dispute, on a second order canceled at once, so that its decision and evidence calls reach the dispute.
  const api = await merchantApi(server);
  const disputed = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `fuzz-dispute-${Date.now()}`,
    amount: '1600.00',
    currency: 'RUB',
    payment_type: 'card',
  });
  await api.call('POST', `/orders/${disputed.body.data!.id}/cancel`);
  const dispute = await (
    await loggedIn(server.url, 'admin')
  ).post<{ uuid: string }>('/dispute', { order_uuid: disputed.body.data!.id, reason: 'wrong_details', files: [] });
  for (const [prefix, id] of [
    ['dispute', dispute.body.data!.uuid],
    ['order', order.body.data!.id],
    ['pay', token],
    ['flow', flow.uuid],
    ['requisite', requisite],
    ['trader', requisite],
    ['user', target],
    ['anti_fraud', antiFraudCase!.id],
    ['partner-system', 'sandbox'],
  ] as const) {
    realIds.set(prefix, id);
  }
}, 60_000);

const routes = Object.values(innerApi).flatMap((domain) => Object.values(domain) as RouteDef[]);
// State that a refused request may still touch: sessions and throttling counters, presence.
const VOLATILE = new Set(['sessions', 'login_failures', 'server_nodes', 'ws_presence', 'schema_migrations', 'system_settings']);

const fingerprint = async () => {
  const tables = (
    await server.db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).filter(({ name }) => !VOLATILE.has(name));
  const parts = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await server.db.query<{ digest: string | null }>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
      );
      return `${name}:${row?.digest ?? ''}`;
    }),
  );
  return parts.join('\n');
};

const accountFor = (route: RouteDef) =>
  route.access.kind === 'public' ? null : MATRIX_ACCOUNTS.find((account) => allows(route.access, account.role, account.roles));

const clients = new Map<string, TestClient>();
const clientFor = async (username: string | null) => {
  const key = username ?? '(anonymous)';
  let client = clients.get(key);
  if (client && username && (await client.get('/user/current')).status === 401) client = undefined;
  if (!client) {
    client = username ? await loggedIn(server.url, username) : new TestClient(server.url);
    if (!username) await client.get('/csrf-cookie');
    clients.set(key, client);
  }
  return client;
};

const paramNames = (path: string) => [...path.matchAll(/:([a-zA-Z_]+)/g)].map((match) => match[1]!);
// A lone surrogate has no UTF-8 form; send the bytes a careless client would (CESU-8).
const encodeSegment = (value: string) =>
  [...value].map((char) => (/^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
const pathWith = (path: string, values: Record<string, string>) => {
  // The first parameter names the resource of the path's first segment: a real one where there is.
  const real = realIds.get(path.split('/')[1] ?? '');
  let first = true;
  return path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
    const fallback = first && real ? real : SAMPLE_ID;
    first = false;
    return encodeSegment(values[name] ?? fallback);
  });
};

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, text] of Object.entries(value)) params.append(`${key}[${inner}]`, String(text));
    } else if (value !== undefined) params.append(key, String(value));
  }
  return params.toString();
};

type Call = { path: string; body?: unknown };

/** The calls to make for one route: hostile params, then hostile query or body on a plausible path. */
const callsFor = async (route: RouteDef, client: TestClient): Promise<Call[]> => {
  const calls: Call[] = [];
  const strings = HOSTILE_STRINGS.filter((value): value is string => typeof value === 'string' && value !== '');
  for (const name of paramNames(route.path)) {
    for (const value of strings)
      calls.push({ path: pathWith(route.path, { [name]: value }), body: route.body ? plausible(route.body) : undefined });
  }
  const path = pathWith(route.path, {});
  if (route.query) {
    const inputs = hostileInputs(route.query).filter((input) => Object.keys(input).length < 100);
    for (const input of inputs) calls.push({ path: `${path}?${queryString(input)}` });
    // List filters are named by the server: fuzz each one it offers.
    const first = await client.get<{ context?: { available_filters: { field: string; type: string }[] } }>(path);
    for (const { field, type } of first.body.data?.context?.available_filters ?? []) {
      // A date filter is asked for as a range: `created_at_from`, `created_at_to`.
      const keys = type === 'datetime' ? [field, `${field}_from`, `${field}_to`] : [field];
      for (const key of keys) for (const value of strings) calls.push({ path: `${path}?${queryString({ filter: { [key]: value } })}` });
    }
  }
  if (route.body) for (const body of hostileInputs(route.body)) calls.push({ path, body });
  if (!route.query && !route.body && paramNames(route.path).length === 0) calls.push({ path });
  return calls;
};

const wellFormedRefusal = (answer: Answer) =>
  typeof answer.body.error?.code === 'string' && typeof answer.body.error?.message === 'string' && answer.body.error.message !== '';

describe('schema-driven fuzzing of the whole inner API', () => {
  it('no route answers 5xx, every refusal is well formed, refused writes change nothing, the ledger holds', async () => {
    const failures: string[] = [];
    let total = 0;
    const call = async (route: RouteDef, client: TestClient, calls: Call[], atOnce = 8) => {
      let succeeded = 0;
      for (let i = 0; i < calls.length; i += atOnce) {
        const answers = await Promise.all(
          calls
            .slice(i, i + atOnce)
            .map(async (one) => ({ one, answer: await client.request(route.method, one.path, { body: one.body }) })),
        );
        for (const { one, answer } of answers) {
          total += 1;
          if (answer.status < 400) succeeded += 1;
          const where = `${route.method} ${INNER_API_BASE}${one.path.slice(0, 120)} ${JSON.stringify(one.body)?.slice(0, 160) ?? ''}`;
          if (answer.status >= 500) failures.push(`${answer.status} ${where}`);
          else if (answer.status >= 400 && !wellFormedRefusal(answer)) failures.push(`${answer.status} without the error shape: ${where}`);
        }
      }
      return succeeded;
    };

    for (const route of routes) {
      const account = accountFor(route);
      if (account === undefined) continue;
      const client = await clientFor(account?.username ?? null);
      const calls = await callsFor(route, client);
      const before = isStateChanging(route.method) ? await fingerprint() : '';
      const succeeded = await call(route, client, calls);
      if (isStateChanging(route.method) && succeeded === 0 && (await fingerprint()) !== before) {
        failures.push(`${route.method} ${route.path}: every call was refused, yet the database changed`);
      }
      // A write sent ten times at once, identical (a double-clicked button, a client's retry): one
      // may win, the others are refused in the error shape, never a 5xx from a unique or deadlock race.
      if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') {
        const same = { path: pathWith(route.path, {}), body: route.body ? plausible(route.body) : undefined };
        await call(
          route,
          client,
          Array.from({ length: 10 }, () => same),
          10,
        );
      }
      // Every other role, admitted or not, gets a sample of the same values.
      for (const other of MATRIX_ACCOUNTS.filter((candidate) => candidate.username !== account?.username)) {
        await call(
          route,
          await clientFor(other.username),
          calls.filter((_, index) => index % 25 === 0),
        );
      }
      // Logging out or blocking may end a client's session; the next route logs in again.
      if (account) await clientFor(account.username);
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(total).toBeGreaterThan(2000);
    expect(await checkLedger(server.db)).toEqual([]);
  }, 600_000);
});

describe('schema-driven fuzzing of the device API', () => {
  it('answers hostile bodies, tokens and addresses without a 5xx, in the error shape, and a refused call changes nothing', async () => {
    const trader = await loggedIn(server.url, 'trader');
    const requisite = await trader.post<{ id: string }>('/trader/requisite', {
      name: 'Fuzzed card',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111111111111111', holder: 'FUZZ HOLDER' },
      is_active: true,
    });
    const terminal = await trader.post<{ guid: string; pairing_code: string }>('/terminal', {
      name: 'Fuzzed',
      requisites: [requisite.body.data!.id],
    });
    const send = async (path: string, body: unknown, token: string | null) => {
      const response = await fetch(`${server.url}${DEVICE_API_BASE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} } as Answer;
    };
    const paired = await send('/pair', { code: terminal.body.data!.pairing_code, device: { android_id: 'fuzz-device-1' } }, null);
    const token = (paired.body.data as { token: string }).token;
    const secret = (await trader.post<{ url: string }>(`/terminal/${terminal.body.data!.guid}/forwarder`)).body.data!.url.split('/').pop()!;

    const failures: string[] = [];
    let total = 0;
    for (const [name, route] of Object.entries(deviceApi)) {
      const paths =
        name === 'forward'
          ? [
              `/forward/${secret}`,
              ...HOSTILE_STRINGS.filter((value): value is string => typeof value === 'string' && value !== '').map(
                (value) => `/forward/${encodeSegment(value)}`,
              ),
            ]
          : [route.path];
      for (const path of paths) {
        const bodies = path === route.path || path.endsWith(secret) ? hostileInputs(route.body) : [plausible(route.body)];
        const tokens = name === 'heartbeat' || name === 'notifications' ? [token, null, 'x'.repeat(43), 'Bearer'] : [null];
        for (const auth of tokens) {
          for (let i = 0; i < bodies.length; i += 8) {
            const before = await fingerprint();
            const answers = await Promise.all(bodies.slice(i, i + 8).map(async (body) => ({ body, answer: await send(path, body, auth) })));
            let succeeded = 0;
            for (const { body, answer } of answers) {
              total += 1;
              const where = `POST ${DEVICE_API_BASE}${path.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 160) ?? ''}`;
              if (answer.status < 400) succeeded += 1;
              else if (answer.status >= 500) failures.push(`${answer.status} ${where}`);
              else if (!wellFormedRefusal(answer)) failures.push(`${answer.status} without the error shape: ${where}`);
            }
            if (succeeded === 0 && (await fingerprint()) !== before)
              failures.push(`${path}: every call was refused, yet the database changed`);
          }
        }
      }
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(total).toBeGreaterThan(300);
  }, 600_000);
});

describe('schema-driven fuzzing of the merchant API', () => {
  it('answers hostile params, queries and bodies on every signed call without a 5xx, in the error shape', async () => {
    const api = await merchantApi(server);
    const [delivery] = await server.db.query<{ id: string }>('SELECT id FROM webhook_deliveries ORDER BY created_at LIMIT 1');
    const real: Record<string, string | undefined> = { orders: realIds.get('order'), webhooks: delivery?.id };
    const strings = HOSTILE_STRINGS.filter((value): value is string => typeof value === 'string' && value !== '');
    const failures: string[] = [];
    let total = 0;
    for (const route of Object.values({ ...merchantApi_, ...merchantWebhooksApi, ...merchantPaymentMethodsApi }) as Pick<
      RouteDef,
      'method' | 'path' | 'query' | 'body'
    >[]) {
      const withId = (value?: string) => route.path.replace(/:([a-zA-Z_]+)/g, () => encodeSegment(value ?? SAMPLE_ID));
      const calls: Call[] = [];
      if (route.path.includes(':')) {
        for (const value of strings) calls.push({ path: withId(value), body: route.body ? plausible(route.body) : undefined });
      }
      const path = withId(real[route.path.split('/')[1] ?? '']);
      if (route.query) for (const input of hostileInputs(route.query)) calls.push({ path: `${path}?${queryString(input)}` });
      if (route.body) for (const body of hostileInputs(route.body)) calls.push({ path, body });
      calls.push({ path, body: route.body ? plausible(route.body) : undefined });
      for (let i = 0; i < calls.length; i += 8) {
        const answers = await Promise.all(
          calls.slice(i, i + 8).map(async (one) => ({ one, answer: await api.call(route.method, one.path, one.body) })),
        );
        for (const { one, answer } of answers) {
          total += 1;
          const where = `${route.method} /api/v1${one.path.slice(0, 120)} ${JSON.stringify(one.body)?.slice(0, 160) ?? ''}`;
          if (answer.status >= 500) failures.push(`${answer.status} ${where}`);
          else if (answer.status >= 400 && !wellFormedRefusal(answer as Answer))
            failures.push(`${answer.status} without the error shape: ${where}`);
        }
      }
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(total).toBeGreaterThan(200);
    expect(await checkLedger(server.db)).toEqual([]);
  }, 600_000);
});

describe("schema-driven fuzzing of the operators' endpoints", () => {
  it('answers hostile queries and tokens without a 5xx but readiness, never with a detail, and a refusal in the error shape', async () => {
    const strings = HOSTILE_STRINGS.filter((value): value is string => typeof value === 'string' && value !== '');
    const failures: string[] = [];
    let total = 0;
    for (const route of Object.values(opsApi)) {
      const calls = [
        ...strings.map((value) => ({ path: `${route.path}?${queryString({ q: value, filter: { status: value } })}`, auth: null })),
        ...strings.map((value) => ({ path: route.path, auth: `Bearer ${value.replace(/[^\x20-\x7e]/g, '?')}` })),
      ];
      for (let i = 0; i < calls.length; i += 8) {
        const answers = await Promise.all(
          calls.slice(i, i + 8).map(async (one) => {
            const response = await fetch(`${server.url}${one.path}`, { headers: one.auth ? { authorization: one.auth } : {} });
            const text = await response.text();
            return { one, status: response.status, text };
          }),
        );
        for (const { one, status, text } of answers) {
          total += 1;
          const where = `GET ${one.path.slice(0, 120)} ${one.auth?.slice(0, 60) ?? ''}`;
          // Readiness says "unavailable" with a 503 (this server runs no jobs), in its own shape, naming checks only.
          if (route === opsApi.ready && status === 503) {
            const body = JSON.parse(text) as { status: string; checks: Record<string, string> };
            if (body.status !== 'unavailable' || body.checks.jobs !== 'failing') failures.push(`${status} ${where}`);
            continue;
          }
          if (status >= 500 || (route === opsApi.ready && status < 400)) failures.push(`${status} ${where}`);
          else if (status >= 400 && !wellFormedRefusal({ status, body: JSON.parse(text), headers: new Headers() }))
            failures.push(`${status} without the error shape: ${where}`);
          else if (route === opsApi.metrics && status === 200) failures.push(`metrics served to ${where}`);
        }
      }
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(total).toBeGreaterThan(100);
  }, 120_000);
});

describe("schema-driven fuzzing of the partner instances' webhooks", () => {
  it('answers hostile slugs, headers and bodies, signed or not, without a 5xx, in the error shape, and changes nothing', async () => {
    const key = 'fuzz-partner-notification-key';
    const admin = await loggedIn(server.url, 'admin');
    const partner = await admin.post<PartnerSystem>('/partner-system', {
      title: 'Fuzzed instance',
      base_url: 'http://127.0.0.1:9',
      api_key: 'fuzz-partner-api-key',
      secret_key: 'fuzz-partner-secret-key',
      notification_key: key,
      fiat_currencies: ['RUB'],
      payment_options: ['card'],
    });
    const slug = partner.body.data!.partner.slug;
    const strings = HOSTILE_STRINGS.filter((value): value is string => typeof value === 'string' && value !== '');
    // A header carries visible ASCII only: what fetch cannot send, a client cannot either.
    const asHeader = (value: string) => value.slice(0, 4000).replace(/[^\x20-\x7e]/g, '?');
    const at = () => Math.floor(Date.now() / 1000);
    const signedHeaders = (raw: string) => ({
      'webhook-id': 'msg_fuzz',
      'webhook-timestamp': String(at()),
      'webhook-signature': signWebhook(key, 'msg_fuzz', at(), raw),
    });
    type HookCall = { slug: string; raw: string; headers: Record<string, string> };
    const calls: HookCall[] = [];
    const event = (data: unknown, type: unknown = 'order.paid') => JSON.stringify({ id: 'msg_fuzz', type, data });
    for (const value of strings) {
      calls.push({ slug: encodeSegment(value), raw: event({ id: SAMPLE_ID, status: 'paid' }), headers: {} });
      // Signed hostile events reach what follows the signature: the event's type, the order id and status.
      for (const raw of [
        event({ id: value, status: 'paid' }),
        event({ id: SAMPLE_ID, status: value }),
        event({ id: SAMPLE_ID }, value),
        value,
      ]) {
        calls.push({ slug, raw, headers: signedHeaders(raw) });
      }
      const raw = event({ id: SAMPLE_ID, status: 'paid' });
      calls.push({
        slug,
        raw,
        headers: {
          'webhook-id': asHeader(value),
          'webhook-timestamp': String(at()),
          'webhook-signature': signWebhook(key, asHeader(value), at(), raw),
        },
      });
      calls.push({ slug, raw, headers: { ...signedHeaders(raw), 'webhook-timestamp': asHeader(value) } });
      calls.push({ slug, raw, headers: { ...signedHeaders(raw), 'webhook-signature': asHeader(value) } });
    }
    for (const value of HOSTILE_STRINGS) {
      const raw = event({ id: value, status: value }, value);
      calls.push({ slug, raw, headers: signedHeaders(raw) });
    }
    const failures: string[] = [];
    const before = await fingerprint();
    let succeeded = 0;
    for (let i = 0; i < calls.length; i += 8) {
      const answers = await Promise.all(
        calls.slice(i, i + 8).map(async (one) => {
          const response = await fetch(`${server.url}${partnerHooksApi.notify.path.replace(':slug', one.slug)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...one.headers },
            body: one.raw,
          });
          const text = await response.text();
          let body: Answer['body'];
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            // Not JSON: shown as a refusal without the error shape.
            body = {};
          }
          return { one, answer: { status: response.status, body } as Answer };
        }),
      );
      for (const { one, answer } of answers) {
        const where = `POST ${one.slug.slice(0, 60)} ${one.raw.slice(0, 120)}`;
        if (answer.status < 400) succeeded += 1;
        else if (answer.status >= 500) failures.push(`${answer.status} ${where}`);
        else if (!wellFormedRefusal(answer)) failures.push(`${answer.status} without the error shape: ${where}`);
      }
    }
    // A test or dispute event is acknowledged; none moves anything.
    expect(await fingerprint()).toBe(before);
    expect(failures.slice(0, 40)).toEqual([]);
    expect(calls.length - succeeded).toBeGreaterThan(100);
  }, 300_000);
});

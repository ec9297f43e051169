import { innerApi, isStateChanging, type RouteDef } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const contractRoutes = Object.values(innerApi).flatMap((domain) => Object.values(domain) as RouteDef[]);
const SAMPLE_ID = '01900000-0000-7000-8000-000000000000';
const concrete = (path: string) => path.replace(/:[a-zA-Z_]+/g, SAMPLE_ID);

describe('prototype pollution', () => {
  const polluting = [
    '/language?__proto__[deny]=support',
    '/language?__proto__[sort]=zz',
    '/language?constructor[prototype][deny]=support',
    '/language?__proto__=x',
    '/user?filter[__proto__]=x',
  ];

  it('refuses a query that names __proto__, constructor or prototype, and the next requests are untouched', async () => {
    const admin = await loggedIn(server.url, 'admin');
    for (const path of polluting) {
      const anonymous = new TestClient(server.url);
      const answer = await anonymous.get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    const probe: Record<string, unknown> = {};
    expect(probe.deny).toBeUndefined();
    expect(probe.sort).toBeUndefined();
    expect((await admin.get('/user/current')).status).toBe(200);
    const list = await admin.get<{ items: unknown[] }>('/user?page=1');
    expect(list.status).toBe(200);
    expect(list.body.data!.items.length).toBeGreaterThan(0);
    expect((await admin.get('/wallet/system_balance')).status).not.toBe(500);
  });

  it('refuses the keys anywhere in a JSON body and changes nothing', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const bodies = [
      '{"comment":"x","__proto__":{"deny":["support"]}}',
      '{"comment":"x","constructor":{"prototype":{"deny":["support"]}}}',
      '{"comment":"x","profile":{"prototype":{"deny":["support"]}}}',
    ];
    const trader = (await admin.get<{ items: { uuid: string; comment: string | null }[] }>('/user?filter[username]=trader2')).body.data!
      .items[0]!;
    for (const body of bodies) {
      const raw = await fetch(`${server.url}/api/inner/user/${trader.uuid}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-xsrf-token': decodeURIComponent(admin.cookies.get('XSRF-TOKEN')!),
        },
        body,
      });
      expect(raw.status, body).toBeGreaterThanOrEqual(400);
      expect(raw.status, body).toBeLessThan(500);
      expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('validation');
    }
    const after = (await admin.get<{ items: { uuid: string; comment: string | null }[] }>('/user?filter[username]=trader2')).body.data!
      .items[0]!;
    expect(after.comment).toBe(trader.comment);
    expect((await admin.get('/user/current')).status).toBe(200);
  });
});

describe('CSRF by the matched route', () => {
  const stateChanging = contractRoutes.filter((route) => isStateChanging(route.method));
  // The same route, reached through a percent-encoded spelling of its path.
  const spellings = [
    { name: 'plain', base: '/api/inner' },
    { name: 'encoded api', base: '/%61pi/inner' },
    { name: 'encoded inner', base: '/api/%69nner' },
    { name: 'encoded both', base: '/%61%70%69/%69nner' },
  ];

  it('covers every state-changing route of the contract', () => {
    expect(stateChanging.length).toBeGreaterThanOrEqual(30);
  });

  it('refuses every state-changing route without the token, however the path is spelled', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const failures: string[] = [];
    for (const route of stateChanging) {
      for (const spelling of spellings) {
        const answer = await admin.request(route.method, concrete(route.path), { base: spelling.base, body: {}, csrf: false });
        if (answer.status !== 419 || answer.body.error?.code !== 'csrf')
          failures.push(`${route.method} ${spelling.base}${route.path}: ${answer.status} ${answer.body.error?.code ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await admin.get('/user/current')).status).toBe(200);
  }, 120_000);

  it('an encoded path reaches the same route, which then works with the token', async () => {
    const merchant = await loggedIn(server.url, 'merchant');
    const rotated = await merchant.request<{ secret_key: string }>('POST', '/user/secret_key', {
      base: '/%61pi/inner',
      body: { current_password: 'merchant-demo-1' },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data!.secret_key.length).toBeGreaterThan(20);
    expect((await merchant.get<{ api_keys: { has_secret: boolean } }>('/user/current')).body.data!.api_keys.has_secret).toBe(true);
  });
});

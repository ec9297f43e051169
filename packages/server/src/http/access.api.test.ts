import { innerApi, INNER_API_BASE, opsApi, partnerHooksApi, type PartnerSystem, type RouteDef } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuthorizationMatrix, MATRIX_ACCOUNTS } from '../../test/authorization-matrix';
import { loggedIn, TestClient } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
const METRICS_TOKEN = 'access-test-metrics-token';
beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN: METRICS_TOKEN } });
});
afterAll(() => server.close());

const contractRoutes = Object.values(innerApi).flatMap((domain) => Object.values(domain) as RouteDef[]);

describe('route policies', () => {
  it('every route the server registered declares who may call it', () => {
    const undeclared = server.app.routeTable
      .filter((route) => route.config?.access === undefined)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(server.app.routeTable.length).toBeGreaterThan(contractRoutes.length);
    expect(undeclared).toEqual([]);
  });

  it('registers exactly the inner API of the contract', () => {
    const registered = server.app.routeTable
      // Fastify adds a HEAD route beside each GET; it inherits the GET's declaration.
      .filter((route) => route.url.startsWith(INNER_API_BASE) && route.method !== 'HEAD')
      .map((route) => `${String(route.method)} ${route.url}`)
      .sort();
    const declared = contractRoutes.map((route) => `${route.method} ${INNER_API_BASE}${route.path}`).sort();
    expect(registered).toEqual(declared);
  });

  it('lets exactly the declared roles call each inner route', async () => {
    await checkAuthorizationMatrix(server.url, contractRoutes);
  }, 180_000);
});

describe("the operators' endpoints", () => {
  it('answer health to anyone, session or not, and the metrics to the token alone, whatever the session', async () => {
    const clients: [string, TestClient][] = [['(anonymous)', new TestClient(server.url)]];
    for (const account of MATRIX_ACCOUNTS) clients.push([account.username, await loggedIn(server.url, account.username)]);
    const failures: string[] = [];
    for (const [who, client] of clients) {
      for (const route of [opsApi.live, opsApi.ready]) {
        const answer = await client.request('GET', route.path, { base: '' });
        if (answer.status !== 200) failures.push(`${route.path} as ${who}: ${answer.status}`);
      }
      const refused = await client.request('GET', opsApi.metrics.path, { base: '' });
      if (refused.status !== 401) failures.push(`metrics without the token as ${who}: ${refused.status}`);
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const served = await fetch(`${server.url}${opsApi.metrics.path}`, { headers: { cookie, authorization: `Bearer ${METRICS_TOKEN}` } });
      if (served.status !== 200 || !(await served.text()).includes('paydesk_http_request_duration_seconds'))
        failures.push(`metrics with the token as ${who}: ${served.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("a partner instance's webhooks", () => {
  it('are taken on their signature alone: no session of any role makes an unsigned one pass', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const partner = await admin.post<PartnerSystem>('/partner-system', {
      title: 'Access instance',
      base_url: 'http://127.0.0.1:9',
      api_key: 'access-partner-api-key',
      secret_key: 'access-partner-secret-key',
      notification_key: 'access-partner-notification-key',
      fiat_currencies: ['RUB'],
      payment_options: ['card'],
    });
    expect(partner.status).toBe(200);
    const path = partnerHooksApi.notify.path.replace(':slug', partner.body.data!.partner.slug);
    const body = { id: 'msg_access', type: 'order.paid', data: { id: '01900000-0000-7000-8000-000000000000', status: 'paid' } };
    const clients: [string, TestClient][] = [['(anonymous)', new TestClient(server.url)]];
    for (const account of MATRIX_ACCOUNTS) clients.push([account.username, await loggedIn(server.url, account.username)]);
    const failures: string[] = [];
    for (const [who, client] of clients) {
      const answer = await client.request('POST', path, { base: '', body });
      if (answer.status !== 401 || answer.body.error?.code !== 'partner_signature_invalid') failures.push(`${who}: ${answer.status}`);
    }
    expect(failures).toEqual([]);
  });
});

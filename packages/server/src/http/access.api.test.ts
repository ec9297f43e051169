import { innerApi, INNER_API_BASE, opsApi, type RouteDef } from '@paydesk/contract';
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

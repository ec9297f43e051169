import { innerApi, INNER_API_BASE, type RouteDef } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuthorizationMatrix } from '../../test/authorization-matrix';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

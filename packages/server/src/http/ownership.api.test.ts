import { innerApi, type RouteDef } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let trader: TestClient;
let trader2: TestClient;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  [trader, trader2] = await Promise.all([loggedIn(server.url, 'trader'), loggedIn(server.url, 'trader2')]);
});
afterAll(() => server.close());

const ownedRoutes = Object.values(innerApi).flatMap((group) =>
  Object.values(group as Record<string, RouteDef>).filter((route) => route.owner !== undefined),
);

/** A record of each owned resource that belongs to the first trader. */
const recordOf = async (resource: string): Promise<string> => {
  if (resource === 'terminal') {
    const requisite = await recordOf('requisite');
    return (await trader.post<{ guid: string }>('/terminal', { name: 'Owned phone', requisites: [requisite] })).body.data!.guid;
  }
  if (resource === 'requisite') {
    const created = await trader.post<{ id: string }>('/trader/requisite', {
      name: 'Owned card',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111111111111111', holder: 'IVAN PETROV' },
      is_active: true,
    });
    return created.body.data!.id;
  }
  const sessions = await trader.get<{ id: string; is_current: boolean }[]>('/user/sessions');
  return sessions.body.data!.find((session) => session.is_current)!.id;
};

const bodyFor = (route: RouteDef) => {
  if (route.path.endsWith('/restrictions')) return { restrictions: [] };
  if (route.path.endsWith('/mode')) return { direction: 'pay_in', is_enabled: false };
  if (route.path === '/terminal/:guid') return { name: 'Taken over', requisites: [] };
  return {};
};

describe('owner rules declared on routes', () => {
  it('cover the requisite, session, order and terminal routes that act on one record', () => {
    expect(ownedRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        'DELETE /terminal/:id',
        'DELETE /terminal/:id/forwarder',
        'GET /terminal/:id/notification',
        'PATCH /terminal/:id/mode',
        'POST /terminal/:id/disable',
        'POST /terminal/:id/enable',
        'POST /terminal/:id/forwarder',
        'POST /terminal/:id/pairing-code',
        'PUT /terminal/:guid',
        'GET /order/:id/receipts',
        'GET /order/:id/receipts/:receiptId',
        'GET /trader/requisite/:id/restrictions',
        'POST /order/:id/set-paid',
        'POST /user/sessions/:id/end',
        'PUT /trader/requisite/:id',
        'PUT /trader/requisite/:id/restrictions',
      ].sort(),
    );
  });

  // An order needs a routed flow to exist: orders.api.test.ts and payment-page.api.test.ts prove its rule with one.
  it.each(
    ownedRoutes.filter((route) => route.owner!.resource !== 'order').map((route) => [`${route.method} ${route.path}`, route] as const),
  )("%s answers another user's record as not found and changes nothing", async (_, route) => {
    const id = await recordOf(route.owner!.resource);
    const path = route.path.replace(`:${route.owner!.param}`, id);
    const before = await server.db.query('SELECT count(*)::int AS n FROM audit_log');
    const answer = await trader2.request(route.method, path, route.method === 'GET' ? {} : { body: bodyFor(route) });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe('not_found');
    expect(await server.db.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(before);
    // The owner reaches the same record.
    if (route.method === 'GET') expect((await trader.request(route.method, path, {})).status).toBe(200);
  });
});

import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantSignature } from '../../http/merchant-auth';
import { startTestServer, type TestServer } from '../../../test/harness';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { startServerProcess } from '../../../test/processes';

const LEASE_SECONDS = 2;
const BURST = 60;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    startJobs: false,
    // Every request of a burst is let in (no load shedding): the test is about claims, not capacity.
    env: { MERCHANT_API_RATE: '10000', MERCHANT_API_MAX_IN_FLIGHT: '10000', MERCHANT_REQUEST_LEASE_SECONDS: String(LEASE_SECONDS) },
  });
});
afterAll(async () => {
  await server?.close();
});

const bodyOf = (index: number) => ({
  direction: 'pay_in',
  merchant_order_id: `crash-${index}`,
  amount: (1000 + index / 100).toFixed(2),
  currency: 'RUB',
  payment_type: 'card',
});

describe('a server process killed while creating orders', () => {
  it('burns no merchant order id: once the lease runs out, each retry creates its order exactly once', async () => {
    const ids = await userIds(server);
    const traderId = ids.get('trader')!;
    await readyTrader(server, traderId, '4111111111111111');
    await fundUser(server, traderId, 1_000_000_000n, 'crash-funding');
    await liveFlow(server, [traderId]);
    const api = await merchantApi(server);

    const doomed = await startServerProcess({
      DATABASE_URL: server.databaseUrl,
      MERCHANT_API_RATE: '10000',
      MERCHANT_REQUEST_LEASE_SECONDS: String(LEASE_SECONDS),
    });
    const send = (index: number) => {
      const raw = JSON.stringify(bodyOf(index));
      const timestamp = String(Math.floor(Date.now() / 1000));
      return fetch(`${doomed.url}/api/v1/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': api.key,
          'x-timestamp': timestamp,
          'x-signature': merchantSignature(api.secret, timestamp, 'POST', '/api/v1/orders', raw),
        },
        body: raw,
      }).then(
        (response) => response.status,
        () => null,
      );
    };
    // The process dies as soon as requests are half-way: claimed, their orders not yet committed.
    const burst = Array.from({ length: BURST }, (_, index) => send(index));
    const halfWay = async () =>
      (
        await server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM merchant_requests WHERE status = 'processing' AND merchant_order_id LIKE 'crash-%'",
        )
      )[0]!.n;
    for (let tries = 0; tries < 2_000 && (await halfWay()) === 0; tries += 1);
    await doomed.stop('SIGKILL');
    const answered = await Promise.all(burst);

    const [claims] = await server.db.query<{ stuck: number }>(
      `SELECT count(*)::int AS stuck FROM merchant_requests r
        WHERE r.status = 'processing' AND r.merchant_order_id LIKE 'crash-%'
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.merchant_id = r.merchant_id AND o.merchant_order_id = r.merchant_order_id)`,
    );
    // The kill did catch requests half-way: their ids are claimed and no order exists.
    expect(claims!.stuck).toBeGreaterThan(0);
    expect(answered.filter((status) => status === 201).length).toBeLessThan(BURST);

    await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000 + 200));
    const retries = await Promise.all(
      Array.from({ length: BURST }, (_, index) => api.call<MerchantOrder>('POST', '/orders', bodyOf(index))),
    );
    expect(retries.map((answer) => answer.status)).toEqual(Array.from({ length: BURST }, () => 201));
    expect(new Set(retries.map((answer) => answer.body.data!.merchant_order_id)).size).toBe(BURST);

    const perId = await server.db.query<{ merchant_order_id: string; orders: number; holds: number }>(
      `SELECT o.merchant_order_id, count(DISTINCT o.id)::int AS orders, count(t.id)::int AS holds
         FROM orders o LEFT JOIN ledger_transfers t ON t.reference_id = o.id::text AND t.kind = 'order_hold'
        WHERE o.merchant_order_id LIKE 'crash-%' GROUP BY o.merchant_order_id`,
    );
    expect(perId).toHaveLength(BURST);
    expect(perId.every((row) => row.orders === 1 && row.holds === 1)).toBe(true);
    // The answer stored with each order is the order: a replay names the same id as the table.
    const again = await api.call<MerchantOrder>('POST', '/orders', bodyOf(0));
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(again.body.data!.id).toBe(retries[0]!.body.data!.id);
  }, 120_000);

  it('lets a live request keep its claim: a twin within the lease waits, then answers the same order', async () => {
    const api = await merchantApi(server);
    const body = bodyOf(BURST + 1);
    const [first, second] = await Promise.all([
      api.call<MerchantOrder>('POST', '/orders', body),
      api.call<MerchantOrder>('POST', '/orders', body),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data!.id).toBe(second.body.data!.id);
  });
});

import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { checkLedger } from '../ledger/ledger.check';

// Races on a real PostgreSQL: each case has its own server and database, and every request sent at once is let in (no load shedding).
const servers: TestServer[] = [];
const start = async () => {
  const server = await startTestServer({ startJobs: false, env: { MERCHANT_API_RATE: '10000', MERCHANT_API_MAX_IN_FLIGHT: '10000' } });
  servers.push(server);
  return server;
};
afterAll(async () => {
  for (const server of servers) {
    expect(await checkLedger(server.db)).toEqual([]);
    await server.close();
  }
});

let sequence = 0;
const payIn = (amount: string) => ({
  direction: 'pay_in',
  merchant_order_id: `race-${++sequence}`,
  amount,
  currency: 'RUB',
  payment_type: 'card',
});
/** Distinct amounts around 1000 RUB (10 USDT at 100): no two open pay-ins of one amount on a card. */
const amountFor = (index: number) => (1000 + index / 100).toFixed(2);

describe('orders under concurrency', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await start();
  });

  it('1,000 identical requests at once create exactly one order and one hold', async () => {
    const ids = await userIds(server);
    await readyTrader(server, ids.get('trader')!, '4111111111111111');
    await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'race-identical');
    await liveFlow(server, [ids.get('trader')!]);
    const api = await merchantApi(server);
    const body = payIn('1500.00');
    const answers = await Promise.all(Array.from({ length: 1000 }, () => api.call<MerchantOrder>('POST', '/orders', body)));
    const created = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.data!.id));
    expect(created.size).toBe(1);
    const others = answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.error?.code);
    expect(new Set(others).size <= 1 && others.every((code) => code === 'in_progress')).toBe(true);
    const [orders] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE merchant_order_id = $1', [
      body.merchant_order_id,
    ]);
    expect(orders!.n).toBe(1);
    const holds = await server.db.query("SELECT 1 FROM ledger_transfers WHERE kind = 'order_hold' AND reference_id = $1", [
      [...created][0],
    ]);
    expect(holds).toHaveLength(1);
  }, 120_000);
});

describe('the last USDT and the last slot', () => {
  it('gives a trader whose USDT covers 10 orders exactly 10 of 50 sent at once', async () => {
    const server = await start();
    const ids = await userIds(server);
    const traderId = ids.get('trader')!;
    await readyTrader(server, traderId, '4111111111111111');
    // 10 orders of about 10 USDT fit in 100.5 USDT; an 11th does not.
    await fundUser(server, traderId, 100_500_000n, 'race-balance');
    await liveFlow(server, [traderId]);
    const api = await merchantApi(server);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => api.call<MerchantOrder>('POST', '/orders', payIn(amountFor(index)))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 422).every((answer) => answer.body.error?.code === 'no_executor')).toBe(true);
    const [unprocessed] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM unprocessed_orders');
    expect(unprocessed!.n).toBe(40);
  }, 120_000);

  it('never exceeds an open-orders limit of 5 with 200 orders sent at once', async () => {
    const server = await start();
    const ids = await userIds(server);
    const traderId = ids.get('trader')!;
    const requisiteId = await readyTrader(server, traderId, '4111111111111111');
    await server.db.query(
      `INSERT INTO requisite_restrictions (requisite_id, type, "values", is_active) VALUES ($1, 'open_orders', '{"max": "5"}', true)`,
      [requisiteId],
    );
    await fundUser(server, traderId, 100_000_000_000n, 'race-slots');
    await liveFlow(server, [traderId]);
    const api = await merchantApi(server);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => api.call<MerchantOrder>('POST', '/orders', payIn(amountFor(index)))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const [open] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'new'");
    expect(open!.n).toBe(5);
  }, 120_000);
});

describe('load spreading', () => {
  it('spreads 1,000 orders over 4 equal traders within 10 % of 250 each', async () => {
    const server = await start();
    const admin = await loggedIn(server.url, 'admin');
    const ids = await userIds(server);
    const traders = [ids.get('trader')!, ids.get('trader2')!];
    for (const name of ['trader3', 'trader4']) {
      const created = await admin.post<{ user: { uuid: string } }>('/user', { username: name, password: 'spread-pass-1', type: 'trader' });
      traders.push(created.body.data!.user.uuid);
    }
    const cards = ['4111111111111111', '5555555555554444', '4012888888881881', '4000056655665556'];
    for (const [index, traderId] of traders.entries()) {
      await readyTrader(server, traderId, cards[index]!);
      await fundUser(server, traderId, 100_000_000_000n, `spread-${index}`);
    }
    await liveFlow(server, traders);
    const api = await merchantApi(server);
    for (let batch = 0; batch < 100; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => api.call<MerchantOrder>('POST', '/orders', payIn(amountFor(batch * 10 + index)))),
      );
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
    }
    const counts = await server.db.query<{ trader_id: string; n: number }>(
      'SELECT trader_id, count(*)::int AS n FROM orders GROUP BY trader_id',
    );
    expect(counts).toHaveLength(4);
    for (const { n } of counts) expect(Math.abs(n - 250)).toBeLessThanOrEqual(25);
  }, 300_000);
});

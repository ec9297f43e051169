import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../test/order-fixtures';

let server: TestServer;
let api: Awaited<ReturnType<typeof merchantApi>>;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { MERCHANT_API_RATE: '10000', MERCHANT_API_MAX_IN_FLIGHT: '2' } });
  const ids = await userIds(server);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'shedding');
  await liveFlow(server, [ids.get('trader')!]);
  api = await merchantApi(server);
}, 60_000);
afterAll(() => server.close());

const payIn = (id: string, amount: string) => ({
  direction: 'pay_in',
  merchant_order_id: id,
  amount,
  currency: 'RUB',
  payment_type: 'card',
});

/** Waits until this many statements wait for a lock on the table. */
const blockedOn = async (table: string, count: number) => {
  for (let tries = 0; tries < 400; tries += 1) {
    const [row] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_locks WHERE relation = $1::regclass AND NOT granted',
      [table],
    );
    if (row!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Fewer than ${count} statements wait on ${table}`);
};

describe('merchant API load shedding', () => {
  it('refuses a call past the in-flight limit at once with 503 and Retry-After, while the calls let in succeed', async () => {
    // Hold the creations let in: their first write waits on this lock until it is released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = server.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE merchant_requests IN EXCLUSIVE MODE');
      locked();
      await released;
    });
    await lockTaken;
    const accepted = [
      api.call<MerchantOrder>('POST', '/orders', payIn('shed-1', '1000.01')),
      api.call<MerchantOrder>('POST', '/orders', payIn('shed-2', '1000.02')),
    ];
    await blockedOn('merchant_requests', 2);

    // Two calls are being worked on: the third is refused while they still wait.
    const refused = await api.call('POST', '/orders', payIn('shed-3', '1000.03'));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.error?.code).toBe('overloaded');
    const balance = await api.call('GET', '/balance');
    expect(balance.status).toBe(503);

    release();
    await holder;
    const answers = await Promise.all(accepted);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    // Nothing of the refused call was kept: sent again once there is room, it is created.
    const [kept] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM merchant_requests WHERE merchant_order_id = 'shed-3'",
    );
    expect(kept!.n).toBe(0);
    const again = await api.call<MerchantOrder>('POST', '/orders', payIn('shed-3', '1000.03'));
    expect(again.status).toBe(201);
  }, 60_000);

  it('answers the refusal in the language asked for', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = server.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE merchant_requests IN EXCLUSIVE MODE');
      locked();
      await released;
    });
    await lockTaken;
    const accepted = [
      api.call('POST', '/orders', payIn('shed-ru-1', '1000.11')),
      api.call('POST', '/orders', payIn('shed-ru-2', '1000.12')),
    ];
    await blockedOn('merchant_requests', 2);
    const refused = await fetch(`${server.url}/api/v1/balance`, { headers: { 'x-language': 'ru' } });
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(refused.status).toBe(503);
    expect(body.error.code).toBe('overloaded');
    expect(body.error.message).toContain('Сервер');
    release();
    await holder;
    expect((await Promise.all(accepted)).map((answer) => answer.status)).toEqual([201, 201]);
  }, 60_000);
});

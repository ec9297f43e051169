import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

let server: TestServer;
let api: Awaited<ReturnType<typeof merchantApi>>;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  const ids = await userIds(server);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'announce-trader');
  await liveFlow(server, [ids.get('trader')!]);
  api = await merchantApi(server);
}, 60_000);
afterAll(() => server.close());

describe("an order's live announcement", () => {
  it('is made after the merchant is answered: a publication that hangs holds no answer, and one that fails is reported', async () => {
    const { bus } = server.app.deps;
    const publish = bus.publish;
    const reported: string[] = [];
    const report = server.app.deps.report;
    try {
      let published = 0;
      bus.publish = () => {
        published += 1;
        return new Promise<void>(() => undefined);
      };
      const hanging = await api.call<MerchantOrder>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: 'announce-hang',
        amount: '1500.00',
        currency: 'RUB',
        payment_type: 'card',
      });
      expect(hanging.status).toBe(201);
      await expect.poll(() => published).toBeGreaterThan(0);

      server.app.deps.report = (_error, what) => void reported.push(what);
      bus.publish = () => Promise.reject(new Error('the notification channel is gone'));
      const failing = await api.call<MerchantOrder>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: 'announce-fail',
        amount: '1501.00',
        currency: 'RUB',
        payment_type: 'card',
      });
      expect(failing.status).toBe(201);
      await expect.poll(() => reported).toContain('order announcement failed');
    } finally {
      bus.publish = publish;
      server.app.deps.report = report;
    }
  });
});

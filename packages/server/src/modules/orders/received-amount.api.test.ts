import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MerchantOrder, WebhookBody } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

/** The merchant's notification URL: keeps every event it is sent. */
const startReceiver = async () => {
  const events: WebhookBody[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookBody);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    /** The event of this type for this order, once the delivery job has sent it. */
    event: async (orderId: string, type: string) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = events.find((event) => event.type === type && (event.data as MerchantOrder).id === orderId);
        if (found) return found.data as MerchantOrder;
        if (Date.now() > deadline) throw new Error(`No ${type} for ${orderId}; received ${events.map((event) => event.type).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise((resolve) => receiver.close(resolve)),
  };
};

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let trader: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let sequence = 0;

const payIn = async (amount: string) => {
  const answer = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `received-${++sequence}`,
    amount,
    currency: 'RUB',
    payment_type: 'card',
  });
  expect(answer.status).toBe(201);
  return answer.body.data!;
};

beforeAll(async () => {
  // The delivery job sends the webhooks, as in production.
  server = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  receiver = await startReceiver();
  const ids = await userIds(server);
  trader = await loggedIn(server.url, 'trader');
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'received-amount-trader');
  // A manual rate of 100: 2,000 RUB is 20 USDT.
  await liveFlow(server, [ids.get('trader')!]);
  api = await merchantApi(server);
  const merchant = await loggedIn(server.url, 'merchant');
  expect((await merchant.patch('/user/notification_url', { notification_url: receiver.url })).status).toBe(200);
  expect((await merchant.patch('/user/notification_key', { notification_key: 'received-amount-key' })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

describe('the amount received', () => {
  it('is what the merchant API and the order.paid webhook say was paid when the trader confirms another amount', async () => {
    const order = await payIn('2000.00');
    expect(order).toMatchObject({ paid_fiat: null, paid_crypto: null });
    expect(await receiver.event(order.id, 'order.created')).toMatchObject({ paid_fiat: null, paid_crypto: null });

    expect((await trader.post(`/order/${order.id}/set-paid`, { amount: '1800.00' })).status).toBe(200);

    const amounts = {
      fiat: { amount: '2000.00', currency: 'RUB' },
      crypto: { amount: '20.000000', currency: 'USDT' },
      paid_fiat: { amount: '1800.00', currency: 'RUB' },
      paid_crypto: { amount: '18.000000', currency: 'USDT' },
    };
    const read = (await api.call<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!;
    expect(read).toMatchObject({ status: 'paid', ...amounts });
    const paid = await receiver.event(order.id, 'order.paid');
    expect(paid).toMatchObject({ status: 'paid', ...amounts });
  });

  it('is the asked amount when the trader confirms the order as asked', async () => {
    const order = await payIn('2500.00');
    expect((await trader.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
    const amounts = {
      fiat: { amount: '2500.00', currency: 'RUB' },
      crypto: { amount: '25.000000', currency: 'USDT' },
      paid_fiat: { amount: '2500.00', currency: 'RUB' },
      paid_crypto: { amount: '25.000000', currency: 'USDT' },
    };
    expect((await api.call<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!).toMatchObject(amounts);
    expect(await receiver.event(order.id, 'order.paid')).toMatchObject(amounts);
  });

  it('stays null on a canceled order', async () => {
    const order = await payIn('2600.00');
    const canceled = await api.call<MerchantOrder>('POST', `/orders/${order.id}/cancel`);
    expect(canceled.body.data).toMatchObject({ status: 'canceled', paid_fiat: null, paid_crypto: null });
    expect(await receiver.event(order.id, 'order.canceled')).toMatchObject({ paid_fiat: null, paid_crypto: null });
  });
});

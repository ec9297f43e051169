import type { ListAnswer, MerchantOrder, Order } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

let server: TestServer;
let admin: TestClient;
const orders = new Map<string, MerchantOrder>();

const deals = async (filter: Record<string, string>) => {
  const query = Object.entries(filter)
    .map(([key, value]) => `filter[${key}]=${encodeURIComponent(value)}`)
    .join('&');
  const answer = await admin.get<ListAnswer<Order>>(`/order?count=100&${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data!.items.map((item) => item.merchant_order_id).sort();
};

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  const ids = await userIds(server);
  admin = await loggedIn(server.url, 'admin');
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await readyTrader(server, ids.get('trader2')!, '5555555555554444');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'deals-fund-trader');
  await fundUser(server, ids.get('trader2')!, 1_000_000_000n, 'deals-fund-trader2');
  await liveFlow(server, [ids.get('trader')!, ids.get('trader2')!]);
  const api = await merchantApi(server);
  for (const [name, amount] of [
    ['deal-paid', '1010.00'],
    ['deal-canceled', '1020.00'],
    ['deal-open', '1030.00'],
  ] as const) {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: name,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(answer.status).toBe(201);
    orders.set(name, answer.body.data!);
  }
  expect((await admin.post(`/order/${orders.get('deal-paid')!.id}/set-paid`, {})).status).toBe(200);
  expect((await api.call('POST', `/orders/${orders.get('deal-canceled')!.id}/cancel`, { reason: 'left' })).status).toBe(200);
});
afterAll(() => server.close());

describe('the deals screen over the orders', () => {
  it('splits the orders into Active, Completed and Canceled, per direction', async () => {
    expect(await deals({ stage: 'active', direction: 'pay_in' })).toEqual(['deal-open']);
    expect(await deals({ stage: 'completed', direction: 'pay_in' })).toEqual(['deal-paid']);
    expect(await deals({ stage: 'canceled', direction: 'pay_in' })).toEqual(['deal-canceled']);
    expect(await deals({ stage: 'completed', direction: 'pay_out' })).toEqual([]);
    const statuses = (await admin.get<ListAnswer<Order>>('/order?filter[stage]=completed')).body.data!.context.available_filters.find(
      (filter) => filter.field === 'status',
    )!.available_values;
    expect(statuses.map((value) => value.slug)).toEqual(['paid', 'done']);
    expect((await admin.get('/order?filter[stage]=completed&filter[status]=canceled')).status).toBe(422);
  });

  it('filters by trader, date, payment type, and searches ids and payment details', async () => {
    const ofTrader2 = await server.db.query<{ merchant_order_id: string }>(
      "SELECT o.merchant_order_id FROM orders o JOIN users u ON u.id = o.trader_id WHERE u.username = 'trader2' ORDER BY 1",
    );
    expect(await deals({ executor: 'trader2' })).toEqual(ofTrader2.map((row) => row.merchant_order_id));
    // A part of a name finds every trader whose name holds it.
    expect(await deals({ executor: 'trader' })).toEqual(['deal-canceled', 'deal-open', 'deal-paid']);
    const now = new Date();
    expect(await deals({ created_at_from: new Date(now.getTime() - 3_600_000).toISOString() })).toEqual([
      'deal-canceled',
      'deal-open',
      'deal-paid',
    ]);
    expect(await deals({ created_at_to: new Date(now.getTime() - 3_600_000).toISOString() })).toEqual([]);
    expect(await deals({ payment_type: 'card' })).toEqual(['deal-canceled', 'deal-open', 'deal-paid']);
    expect(await deals({ payment_type: 'sbp' })).toEqual([]);
    expect(await deals({ search: 'deal-open' })).toEqual(['deal-open']);
    expect(await deals({ search: orders.get('deal-paid')!.id })).toEqual(['deal-paid']);
    const card = orders.get('deal-open')!.payment_details.card_number!;
    expect(card).toBeTruthy();
    expect(await deals({ search: card.slice(-8), stage: 'active' })).toEqual(['deal-open']);
    expect(await deals({ search: "' OR 1=1 --" })).toEqual([]);
  });

  it('keeps the payment type and search filters to admins', async () => {
    const merchant = await loggedIn(server.url, 'merchant');
    expect((await merchant.get('/merchant/order?filter[search]=deal-open')).status).toBe(422);
  });
});

import {
  CURRENCY_SCALES,
  FIAT_CURRENCIES,
  type Flow,
  type ListAnswer,
  type MerchantOrder,
  type OrderDetails,
  type UnprocessedOrder,
} from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

let server: TestServer;
let admin: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let traderId: string;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { MERCHANT_API_RATE: '1000' } });
  const ids = await userIds(server);
  traderId = ids.get('trader')!;
  await readyTrader(server, traderId, '4111111111111111');
  await fundUser(server, traderId, 1_000_000_000n, 'reasons-funding');
  await liveFlow(server, [traderId]);
  admin = await loggedIn(server.url, 'admin');
  api = await merchantApi(server);
});
afterAll(async () => {
  await server?.close();
});

describe('one list of fiat currencies', () => {
  it('is the one the database serves: the same codes with the same scales', async () => {
    const fiat = await admin.get<{ code: string; scale: number }[]>('/currency/fiat/');
    expect(fiat.body.data!.map((currency) => currency.code).sort()).toEqual([...FIAT_CURRENCIES].sort());
    for (const currency of fiat.body.data!) expect(currency.scale).toBe(CURRENCY_SCALES[currency.code as keyof typeof CURRENCY_SCALES]);
  });

  it('takes a tenge pay-in end to end: a KZT flow, a KZT card, the merchant API, the hold at the flow rate', async () => {
    const ids = await userIds(server);
    await server.db.query(
      `INSERT INTO requisites (id, user_id, name, currency, payment_type, payment_option, attributes, is_active)
       VALUES (gen_random_uuid(), $1, 'Kaspi', 'KZT', 'card', 'kaspi_card', $2, true)`,
      [traderId, JSON.stringify({ card_number: '4400430212345678', holder: 'TEST HOLDER' })],
    );
    let flow = (
      await admin.post<Flow>('/flow/', {
        name: 'Tenge',
        fiat_currency: 'KZT',
        crypto_currency: 'USDT',
        merchant_uuids: [ids.get('merchant')],
        is_active: true,
        currency_rate_source: 'manual',
        currency_rate: '500',
      })
    ).body.data!;
    flow = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: traderId })).body.data!;
    const executor = flow.executors[0]!;
    await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
      fees: [{ direction: 'pay_in', min_amount: '0', max_amount: null, percentage: '1' }],
    });
    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'tenge-1',
      amount: '25000.00',
      currency: 'KZT',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      fiat: { amount: '25000.00', currency: 'KZT' },
      crypto: { amount: '50.000000', currency: 'USDT' },
      payment_details: { card_number: '4400430212345678' },
    });
  });

  it('refuses a currency nobody lists, keeps the refusal on the unprocessed list with its reason, and frees the id', async () => {
    const body = { direction: 'pay_in', merchant_order_id: 'unknown-currency-1', amount: '100.00', currency: 'XYZ', payment_type: 'card' };
    const refused = await api.call('POST', '/orders', body);
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'validation']);
    expect(refused.body.error?.fields?.currency).toBe('is not a known fiat currency');

    const listed = await admin.get<ListAnswer<UnprocessedOrder>>(
      withQuery('/order/unprocessed', { 'filter[merchant_order_id]': 'unknown-currency-1' }),
    );
    expect(listed.body.data!.items.map((row) => row.reason)).toEqual(['the request was refused: currency']);
    admin.language = 'ru';
    const inRussian = await admin.get<ListAnswer<UnprocessedOrder>>(
      withQuery('/order/unprocessed', {
        'filter[merchant_order_id]': 'unknown-currency-1',
      }),
    );
    admin.language = 'en';
    expect(inRussian.body.data!.items.map((row) => row.reason)).toEqual(['запрос отклонён: currency']);
    // Corrected, the same merchant order id is taken.
    expect((await api.call('POST', '/orders', { ...body, currency: 'RUB' })).status).toBe(201);
  });
});

describe('reasons the system writes', () => {
  it('are shown in the reader language, and a person typed reason as typed', async () => {
    const order = (
      await api.call<MerchantOrder>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: 'reasons-1',
        amount: '2000.00',
        currency: 'RUB',
        payment_type: 'card',
      })
    ).body.data!;
    expect((await admin.post(`/order/${order.id}/set-paid`, { amount: '1900' })).status).toBe(200);
    const english = (await admin.get<OrderDetails>(`/order/${order.id}`)).body.data!;
    expect(english.history.map((entry) => entry.reason)).toEqual(['created by the merchant', 'payment confirmed: 1900.00 received']);
    admin.language = 'ru';
    const russian = (await admin.get<OrderDetails>(`/order/${order.id}`)).body.data!;
    admin.language = 'en';
    expect(russian.history.map((entry) => entry.reason)).toEqual(['создан мерчантом', 'оплата подтверждена: получено 1900.00']);

    const other = (
      await api.call<MerchantOrder>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: 'reasons-2',
        amount: '2100.00',
        currency: 'RUB',
        payment_type: 'card',
      })
    ).body.data!;
    await admin.post(`/order/${other.id}/cancel`, { reason: 'Клиент передумал' });
    const canceled = (await admin.get<OrderDetails>(`/order/${other.id}`)).body.data!;
    expect(canceled.history.at(-1)!.reason).toBe('Клиент передумал');
  });

  it('lets the unprocessed list be filtered by a reason code, offering each code in words', async () => {
    await api.call('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'no-sbp-1',
      amount: '100.00',
      currency: 'RUB',
      payment_type: 'sbp',
    });
    const byReason = await admin.get<ListAnswer<UnprocessedOrder>>(withQuery('/order/unprocessed', { 'filter[reason]': 'no_requisite' }));
    expect(byReason.body.data!.items.map((row) => row.merchant_order_id)).toEqual(['no-sbp-1']);
    const filter = byReason.body.data!.context.available_filters.find((item) => item.field === 'reason')!;
    expect(filter).toMatchObject({ type: 'enum' });
    expect(JSON.stringify(filter)).toContain('the trader has no active requisite of this payment type');
    const bad = await admin.get(withQuery('/order/unprocessed', { 'filter[reason]': 'no such reason' }));
    expect(bad.status).toBe(422);
  });
});

import type { Flow, MerchantOrder, OrderDetails, PaymentMethods } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

let server: TestServer;
let admin: TestClient;
let trader: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let sequence = 0;

const payOut = async (paymentType: string, recipient: { payment_option: string; attributes: Record<string, string> }) => {
  const answer = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_out',
    merchant_order_id: `payout-details-${++sequence}`,
    amount: `${1000 + sequence}.00`,
    currency: 'RUB',
    payment_type: paymentType,
    recipient,
  });
  expect(answer.status).toBe(201);
  return answer.body.data!;
};

const detailsAs = async (client: TestClient, id: string, language: 'en' | 'ru' = 'en') => {
  client.language = language;
  try {
    return (await client.get<OrderDetails>(`/order/${id}`)).body.data!;
  } finally {
    client.language = 'en';
  }
};

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  const ids = await userIds(server);
  [admin, trader] = await Promise.all([loggedIn(server.url, 'admin'), loggedIn(server.url, 'trader')]);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('merchant')!, 1_000_000_000n, 'payout-details-merchant');
  const flow: Flow = await liveFlow(server, [ids.get('trader')!]);
  const executor = flow.executors.find((item) => item.user?.uuid === ids.get('trader'))!;
  const fees = await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
    fees: [
      { direction: 'pay_in', min_amount: '0', max_amount: null, percentage: '1' },
      { direction: 'pay_out', min_amount: '0', max_amount: null, percentage: '2' },
    ],
  });
  expect(fees.status).toBe(200);
  api = await merchantApi(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("a pay-out's payment details", () => {
  it('shows a bank-account recipient with its bank, account number, BIK and correspondent account apart, to the trader and the merchant', async () => {
    const order = await payOut('account', {
      payment_option: 'vtb_account',
      attributes: {
        account_number: '40817810099910004312',
        correspondent_account: '30101810700000000187',
        bik: '044525187',
        holder: 'ANNA SMIRNOVA',
      },
    });
    expect(order.payment_details).toEqual({
      payment_type: 'account',
      bank: 'vtb',
      card_number: null,
      phone: null,
      account: '40817810099910004312',
      account_number: '40817810099910004312',
      bik: '044525187',
      correspondent_account: '30101810700000000187',
      holder: 'ANNA SMIRNOVA',
    });
    expect((await api.call<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!.payment_details).toEqual(order.payment_details);

    const shown = await detailsAs(trader, order.id);
    expect(shown.payment_details).toEqual({
      payment_type: 'account',
      bank: 'vtb',
      bank_name: 'VTB',
      holder: null,
      recipient: 'ANNA SMIRNOVA',
      card_number: null,
      phone: null,
      account_number: '40817810099910004312',
      bik: '044525187',
      correspondent_account: '30101810700000000187',
    });
    // The trader's list row carries the same details; a Russian trader reads the bank in Russian.
    const row = (
      await trader.get<{ items: { guid: string; payment_details: unknown }[] }>('/trader/order?filter[direction]=pay_out')
    ).body.data!.items.find((item) => item.guid === order.id);
    expect(row?.payment_details).toEqual(shown.payment_details);
    expect((await detailsAs(trader, order.id, 'ru')).payment_details?.bank_name).toBe('ВТБ');
  });

  it("shows an SBP recipient's phone, bank and name, with no account fields", async () => {
    const order = await payOut('sbp', {
      payment_option: 'tbank_sbp',
      attributes: { phone: '+7 900 123-45-67', holder: 'IVAN PETROV' },
    });
    expect(order.payment_details).toMatchObject({
      payment_type: 'sbp',
      bank: 'tbank',
      phone: '79001234567',
      holder: 'IVAN PETROV',
      account_number: null,
      bik: null,
      correspondent_account: null,
    });
    const shown = await detailsAs(trader, order.id);
    expect(shown.payment_details).toMatchObject({
      bank: 'tbank',
      bank_name: 'T-Bank',
      phone: '79001234567',
      recipient: 'IVAN PETROV',
      holder: null,
      account_number: null,
      bik: null,
      correspondent_account: null,
    });
    // The admin sees the same; the merchant's back-office view has no payment details.
    expect((await detailsAs(admin, order.id)).payment_details).toEqual(shown.payment_details);
    const merchant = await loggedIn(server.url, 'merchant');
    expect((await merchant.get<OrderDetails>(`/order/${order.id}`)).body.data!.payment_details).toBeNull();
  });

  it('names the bank of a pay-out stored before the bank was kept with it, from its payment option', async () => {
    const order = await payOut('sbp', { payment_option: 'alfabank_sbp', attributes: { phone: '79007654321', holder: 'OLGA IVANOVA' } });
    await server.db.query(`UPDATE orders SET payment_details = jsonb_set(payment_details, '{bank}', 'null') WHERE id = $1`, [order.id]);
    expect((await detailsAs(trader, order.id)).payment_details).toMatchObject({ bank: 'alfabank', bank_name: 'Alfa-Bank' });
  });
});

describe('the payment methods a pay-out may name', () => {
  it('are listed per currency over the merchant API, with each field and its rules, and a pay-out built from them is taken', async () => {
    const answer = await api.call<PaymentMethods>('GET', '/payment-methods?currency=RUB');
    expect(answer.status).toBe(200);
    const methods = answer.body.data!;
    expect(methods.currency).toBe('RUB');
    const card = methods.payment_types.find((type) => type.slug === 'card')!;
    const sber = card.options.find((option) => option.slug === 'sberbank_card')!;
    const number = sber.fields.find((field) => field.name === 'card_number')!;
    expect(number).toMatchObject({ required: true });
    expect(number.rules).toContain('luhn');
    // Filled from what the catalogue says, the pay-out goes through.
    const attributes = Object.fromEntries(
      sber.fields
        .filter((field) => field.required)
        .map((field) => [field.name, field.name === 'card_number' ? '4276380012345679' : 'IVAN PETROV']),
    );
    const order = await payOut('card', { payment_option: sber.slug, attributes });
    expect(order.payment_details).toMatchObject({ card_number: '4276380012345679' });
    // Another currency has its own list; a currency the product does not take is a field error, in the caller's language.
    const kzt = await api.call<PaymentMethods>('GET', '/payment-methods?currency=KZT');
    expect(kzt.status).toBe(200);
    expect(kzt.body.data!.currency).toBe('KZT');
    const unknown = await api.call('GET', '/payment-methods?currency=XXX');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.fields).toHaveProperty('currency');
  });
});

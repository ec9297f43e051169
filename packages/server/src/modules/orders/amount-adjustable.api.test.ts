import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

let server: TestServer;
let api: Awaited<ReturnType<typeof merchantApi>>;
let sequence = 0;

// One trader with one card: every pay-in of an amount lands on the same requisite.
beforeAll(async () => {
  server = await startTestServer({
    startJobs: false,
    env: { MERCHANT_API_RATE: '1000', MERCHANT_API_MAX_IN_FLIGHT: '1000', AMOUNT_ADJUST_MAX_PERCENT: '1', AMOUNT_ADJUST_MAX_UNITS: '0.02' },
  });
  const traderId = (await userIds(server)).get('trader')!;
  await readyTrader(server, traderId, '4111111111111111');
  await fundUser(server, traderId, 1_000_000_000n, 'adjustable-funding');
  await liveFlow(server, [traderId]);
  api = await merchantApi(server);
});
afterAll(async () => {
  await server?.close();
});

const payIn = (amount: string, extra: Record<string, unknown> = {}) =>
  api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `adjustable-${++sequence}`,
    amount,
    currency: 'RUB',
    payment_type: 'card',
    ...extra,
  });

describe('pay-ins of one amount on one requisite', () => {
  it('refuses a second open pay-in of the same amount when the merchant does not allow adjusting it', async () => {
    expect((await payIn('1000.00')).status).toBe(201);
    const second = await payIn('1000.00');
    expect([second.status, second.body.error?.code]).toEqual([422, 'no_executor']);
    expect(second.body.error?.message).toContain('every requisite already has an open pay-in of this exact amount');
  });

  it('counts an open pay-in made last month: the rule does not lapse at midnight on the 1st', async () => {
    const first = await payIn('3000.00');
    await server.db.query("UPDATE orders SET created_at = date_trunc('month', now()) - interval '1 minute' WHERE id = $1", [
      first.body.data!.id,
    ]);
    const second = await payIn('3000.00');
    expect([second.status, second.body.error?.code]).toEqual([422, 'no_executor']);
  });

  it('answers the nearest free amount, up before down, within the limit, and says what was asked', async () => {
    const up = await payIn('1000.00', { amount_adjustable: true });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({
      fiat: { amount: '1000.01', currency: 'RUB' },
      requested_fiat: { amount: '1000.00', currency: 'RUB' },
    });
    // At the flow's rate of 100, the hold follows the amount to pay.
    expect(up.body.data!.crypto.amount).toBe('10.000100');
    const down = await payIn('1000.00', { amount_adjustable: true });
    expect(down.body.data!.fiat.amount).toBe('999.99');
    const further = await payIn('1000.00', { amount_adjustable: true });
    expect(further.body.data!.fiat.amount).toBe('1000.02');
    await payIn('1000.00', { amount_adjustable: true });
    // 999.98 … 1000.02 are all open: 0.02 RUB is as far as this server moves an amount.
    const none = await payIn('1000.00', { amount_adjustable: true });
    expect([none.status, none.body.error?.code]).toEqual([422, 'no_executor']);
  });

  it('keeps an amount that is free as it is, and shows the adjusted amount on the payment page and in the webhook', async () => {
    const free = await payIn('2000.00', { amount_adjustable: true });
    expect(free.body.data).toMatchObject({ fiat: { amount: '2000.00' }, requested_fiat: null });
    const adjusted = (await payIn('2000.00', { amount_adjustable: true })).body.data!;
    const token = adjusted.payment_url.split('/pay/')[1]!;
    const page = await (await fetch(`${server.url}/api/inner/pay/${token}`)).json();
    expect(JSON.stringify(page)).toContain('2000.01');
    const [event] = await server.db.query<{ data: MerchantOrder }>(
      "SELECT data FROM webhook_events WHERE order_id = $1 AND type = 'order.created'",
      [adjusted.id],
    );
    expect(event!.data).toMatchObject({ fiat: { amount: '2000.01' }, requested_fiat: { amount: '2000.00' } });
  });

  it('never adjusts a pay-out, whose amount the trader sends as asked', async () => {
    const refused = await api.call('POST', '/orders', {
      direction: 'pay_out',
      merchant_order_id: `adjustable-${++sequence}`,
      amount: '1000.00',
      currency: 'RUB',
      payment_type: 'card',
      amount_adjustable: true,
      recipient: { payment_option: 'sberbank_card', attributes: { card_number: '4111111111111111', holder: 'IVAN PETROV' } },
    });
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'validation']);
    expect(refused.body.error?.fields).toHaveProperty('amount_adjustable');
  });
});

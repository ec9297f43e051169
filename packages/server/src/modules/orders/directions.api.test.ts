import type { Direction, Flow, ListAnswer, MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

let server: TestServer;
let admin: TestClient;
let ids: Map<string, string>;

const directions = async (query = '') => {
  const answer = await admin.get<ListAnswer<Direction>>(`/direction?count=100${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data!;
};
const byId = async () => new Map((await directions()).items.map((row) => [row.id, row]));

const setFees = async (flow: Flow, username: string, fees: { direction: string; min_amount: string; max_amount: string | null }[]) => {
  const executor = flow.executors.find((item) => item.user?.uuid === ids.get(username))!;
  const answer = await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
    fees: fees.map((fee) => ({ ...fee, percentage: '1' })),
  });
  expect(answer.status).toBe(200);
};

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  ids = await userIds(server);
  admin = await loggedIn(server.url, 'admin');
  const trader = ids.get('trader')!;
  const trader2 = ids.get('trader2')!;
  const card = await readyTrader(server, trader, '4111111111111111');
  await readyTrader(server, trader2, '5555555555554444');
  await fundUser(server, trader, 1_000_000_000n, 'directions-trader');
  // The first trader's card takes 500 to 50,000 an order; the second trader has no terminal and may not confirm by hand.
  await server.db.query(
    `INSERT INTO requisite_restrictions (requisite_id, type, "values", is_active) VALUES ($1, 'amount_per_order', '{"min": "500", "max": "50000"}', true)`,
    [card],
  );
  await server.db.query('DELETE FROM manual_confirmation_traders WHERE user_id = $1', [trader2]);

  const rub = await liveFlow(server, [trader, trader2]);
  await setFees(rub, 'trader', [
    { direction: 'pay_in', min_amount: '100', max_amount: '100000' },
    { direction: 'pay_out', min_amount: '0', max_amount: '30000' },
  ]);
  await setFees(rub, 'trader2', [
    { direction: 'pay_in', min_amount: '1000', max_amount: '5000' },
    { direction: 'pay_in', min_amount: '5000', max_amount: '200000' },
  ]);

  // A KZT flow served by the second trader alone, through a KZT card.
  await server.db.query(
    `INSERT INTO requisites (id, user_id, name, currency, payment_type, payment_option, attributes, is_active)
     VALUES (gen_random_uuid(), $1, 'KZT card', 'KZT', 'card', 'sberbank_card', '{"card_number": "4000000000000002", "holder": "TEST HOLDER"}', true)`,
    [trader2],
  );
  let kzt = (
    await admin.post<Flow>('/flow/', {
      name: 'Directions KZT',
      fiat_currency: 'KZT',
      crypto_currency: 'USDT',
      merchant_uuids: [ids.get('merchant')],
      is_active: true,
      currency_rate_source: 'manual',
      currency_rate: '500',
    })
  ).body.data!;
  kzt = (await admin.post<Flow>(`/flow/${kzt.uuid}/executor`, { executor_type: 'trader', executor_id: trader2 })).body.data!;
  await setFees(kzt, 'trader2', [{ direction: 'pay_in', min_amount: '2000', max_amount: null }]);

  // Today: three RUB card pay-ins, one paid, one canceled, one open; a fourth, paid, was made yesterday.
  const api = await merchantApi(server);
  const made: MerchantOrder[] = [];
  for (const [index, amount] of ['1100.00', '1200.00', '1300.00', '1400.00'].entries()) {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: `direction-${index}`,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(answer.status).toBe(201);
    made.push(answer.body.data!);
  }
  expect((await admin.post(`/order/${made[0]!.id}/set-paid`, {})).status).toBe(200);
  expect((await api.call('POST', `/orders/${made[1]!.id}/cancel`, { reason: 'left' })).status).toBe(200);
  expect((await admin.post(`/order/${made[3]!.id}/set-paid`, {})).status).toBe(200);
  await server.db.query("UPDATE orders SET created_at = date_trunc('day', now()) - interval '1 hour' WHERE id = $1", [made[3]!.id]);
}, 60_000);
afterAll(() => server.close());

describe('the routing directions', () => {
  it('lists each pair, payment type and direction the live flows route, with its limits, live executors and today', async () => {
    const rows = await byId();
    expect(rows.get('RUB:USDT:card:pay_in')).toEqual({
      id: 'RUB:USDT:card:pay_in',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      payment_type: { slug: 'card', title: 'Bank card' },
      direction: { slug: 'pay_in', title: 'Pay-in' },
      // The first trader takes 500 to 50,000 (its card within its fees), the second 1,000 to 200,000.
      min_amount: '500',
      max_amount: '200000',
      flows: 1,
      executors: 2,
      // The second trader has no terminal: the engine would not give it an order.
      executors_live: 1,
      created_today: 3,
      paid_today: 1,
      conversion_today: '33.33',
    });
    // Pay-outs name the recipient's details: every payment type of the currency, served by the trader with a pay-out fee.
    for (const type of ['card', 'sbp', 'account']) {
      expect(rows.get(`RUB:USDT:${type}:pay_out`)).toMatchObject({
        min_amount: '0',
        max_amount: '30000',
        executors: 1,
        executors_live: 1,
        created_today: 0,
        paid_today: 0,
        conversion_today: null,
      });
    }
    // Nobody holds an SBP requisite: no SBP pay-in direction.
    expect(rows.has('RUB:USDT:sbp:pay_in')).toBe(false);
    expect(rows.get('KZT:USDT:card:pay_in')).toMatchObject({
      min_amount: '2000',
      max_amount: null,
      flows: 1,
      executors: 1,
      executors_live: 0,
      created_today: 0,
      conversion_today: null,
    });
    expect([...rows.keys()]).toEqual([
      'KZT:USDT:card:pay_in',
      'RUB:USDT:card:pay_in',
      'RUB:USDT:card:pay_out',
      'RUB:USDT:sbp:pay_out',
      'RUB:USDT:account:pay_out',
    ]);
  });

  it('follows what routing decides: a trader closed for pay-ins is no longer live, and the live one is the one routed to', async () => {
    const trader = ids.get('trader')!;
    await server.db.query('UPDATE trader_profiles SET deposit_open = false WHERE user_id = $1', [trader]);
    try {
      const rows = await byId();
      expect(rows.get('RUB:USDT:card:pay_in')!.executors_live).toBe(0);
      expect(rows.get('RUB:USDT:card:pay_in')!.executors).toBe(2);
      expect(rows.get('RUB:USDT:card:pay_out')!.executors_live).toBe(1);
    } finally {
      await server.db.query('UPDATE trader_profiles SET deposit_open = true WHERE user_id = $1', [trader]);
    }
    // The same order the directions call live is the one routing gives the trader.
    const api = await merchantApi(server);
    const routed = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'direction-live',
      amount: '1500.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(routed.status).toBe(201);
    const rows = await byId();
    expect(rows.get('RUB:USDT:card:pay_in')).toMatchObject({
      executors_live: 1,
      created_today: 4,
      paid_today: 1,
      conversion_today: '25.00',
    });
    // A KZT order finds no executor: refused, and the KZT direction still has none live.
    const refused = await api.call('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'direction-kzt',
      amount: '3000.00',
      currency: 'KZT',
      payment_type: 'card',
    });
    expect(refused.status).toBe(422);
    expect(rows.get('KZT:USDT:card:pay_in')!.executors_live).toBe(0);
  });

  it('filters by currency, payment type and direction, sorts by the figures, and pages', async () => {
    const kzt = await directions('&filter[currency]=KZT');
    expect(kzt.items.map((row) => row.id)).toEqual(['KZT:USDT:card:pay_in']);
    expect(kzt.context.available_filters.map((filter) => filter.field)).toEqual(['currency', 'payment_type', 'direction']);
    expect((await directions('&filter[direction]=pay_out&filter[payment_type]=sbp')).items.map((row) => row.id)).toEqual([
      'RUB:USDT:sbp:pay_out',
    ]);
    expect((await directions('&sort=-created_today')).items[0]!.id).toBe('RUB:USDT:card:pay_in');
    expect((await directions('&sort=executors_live')).items[0]!.id).toBe('KZT:USDT:card:pay_in');
    const page = (await admin.get<ListAnswer<Direction>>('/direction?count=2&page=2')).body.data!;
    expect(page.items.map((row) => row.id)).toEqual(['RUB:USDT:card:pay_out', 'RUB:USDT:sbp:pay_out']);
    expect(page.context).toMatchObject({ total_count: 5, per_page: 2, current_page: 2, page_number: 3 });
  });

  it('refuses unknown filters, values and sorts with a localized error, and hostile values', async () => {
    for (const query of [
      'filter[currency]=EUR',
      'filter[direction]=sideways',
      'filter[owner]=admin',
      'sort=-name',
      "filter[currency]=RUB' OR 1=1 --",
      `filter[payment_type]=${'x'.repeat(201)}`,
      'page=0',
      'count=100000',
    ]) {
      const answer = await admin.get(`/direction?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.error!.message).toBeTruthy();
    }
    admin.language = 'ru';
    try {
      const answer = await admin.get('/direction?filter[currency]=EUR');
      expect(answer.body.error!.message).toMatch(/[а-яё]/i);
      const rows = (await directions()).items;
      expect(rows.find((row) => row.id === 'RUB:USDT:card:pay_in')!.payment_type.title).toBe('Банковская карта');
      expect(rows.find((row) => row.id === 'RUB:USDT:card:pay_in')!.direction.title).toBe('Пополнение');
    } finally {
      admin.language = 'en';
    }
  });

  it('is for admins alone', async () => {
    for (const username of ['merchant', 'trader', 'agent', 'partner']) {
      const client = await loggedIn(server.url, username);
      expect((await client.get('/direction')).status).toBe(403);
    }
    expect((await (await loggedIn(server.url, 'support')).get('/direction')).status).toBe(200);
  });

  it('exports every direction as CSV, with the figures', async () => {
    const response = await admin.download('/direction?format=csv&count=2');
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    const header = lines[0]!.split(',');
    const row = lines.map((line) => line.split(',')).find((cells) => cells[0] === 'RUB:USDT:card:pay_in')!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Created today')).toBe('4');
    expect(cell('Paid today')).toBe('1');
    expect(cell('Conversion today (%)')).toBe('25.00');
    expect(cell('Live executors')).toBe('1');
  });

  it('counts a partner system in a flow as an executor of what it offers, live while its system is on', async () => {
    let flow = (
      await admin.post<Flow>('/flow/', {
        name: 'Directions partner',
        fiat_currency: 'RUB',
        crypto_currency: 'USDT',
        merchant_uuids: [ids.get('merchant')],
        is_active: true,
        currency_rate_source: 'manual',
        currency_rate: '100',
      })
    ).body.data!;
    flow = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'partner', executor_id: 'sandbox' })).body.data!;
    expect(flow.executors).toHaveLength(1);
    const rows = await byId();
    // The sandbox offers RUB by card and SBP, without a fee of its own: no upper limit.
    expect(rows.get('RUB:USDT:card:pay_in')).toMatchObject({
      flows: 2,
      executors: 3,
      executors_live: 2,
      min_amount: '0',
      max_amount: null,
    });
    expect(rows.get('RUB:USDT:sbp:pay_in')).toMatchObject({ flows: 1, executors: 1, executors_live: 1, min_amount: '0', max_amount: null });
    expect(rows.get('RUB:USDT:account:pay_out')).toMatchObject({ flows: 1, executors: 1, executors_live: 1, max_amount: '30000' });
    expect(rows.get('RUB:USDT:card:pay_out')).toMatchObject({ flows: 2, executors: 2, executors_live: 2, max_amount: null });
    // Switched off, the system is no executor the engine would ask.
    await server.db.query("UPDATE partner_systems SET is_active = false WHERE slug = 'sandbox'");
    try {
      const off = await byId();
      expect(off.get('RUB:USDT:sbp:pay_in')).toMatchObject({ executors: 1, executors_live: 0 });
      expect(off.get('RUB:USDT:card:pay_in')).toMatchObject({ executors: 3, executors_live: 1 });
    } finally {
      await server.db.query("UPDATE partner_systems SET is_active = true WHERE slug = 'sandbox'");
    }
  });
});

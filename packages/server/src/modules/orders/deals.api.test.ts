import type { ListAnswer, MerchantOrder, Order, Terminal } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

let server: TestServer;
let admin: TestClient;
const orders = new Map<string, MerchantOrder>();
const requisites = new Map<string, string>();
const terminals = new Map<string, { guid: string; token: string }>();

const DEVICE = { android_id: 'deals0a1b2c3d4e5', android_version: '14', app_version: '1.0.0', device_model: 'Pixel 8' };

const device = async <T>(path: string, body: unknown, token?: string) => {
  const response = await fetch(`${server.url}/api/device/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: T } };
};

/** A terminal of this trader on these requisites, paired, approved and heard from. */
const liveTerminal = async (owner: TestClient, name: string, requisiteIds: string[]) => {
  const created = await owner.post<Terminal & { pairing_code: string }>('/terminal', { name, requisites: requisiteIds });
  expect(created.status).toBe(200);
  const paired = await device<{ token: string }>('/pair', { code: created.body.data!.pairing_code, device: DEVICE });
  expect(paired.status).toBe(200);
  expect((await admin.post(`/terminal/${created.body.data!.guid}/moderate`)).status).toBe(200);
  const beat = await device<{ status: string }>('/heartbeat', { device: DEVICE, battery: 80, network: 'wifi' }, paired.body.data!.token);
  expect(beat.body.data!.status).toBe('enabled');
  return { guid: created.body.data!.guid, token: paired.body.data!.token };
};

const dealsOf = async (path: string) => {
  const answer = await admin.get<ListAnswer<Order>>(path);
  expect(answer.status).toBe(200);
  return answer.body.data!.items;
};

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
  requisites.set('trader', await readyTrader(server, ids.get('trader')!, '4111111111111111'));
  requisites.set('trader2', await readyTrader(server, ids.get('trader2')!, '5555555555554444'));
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

  // Each trader's phone on its card; the agent leads the first trader's team (as seeded), the partner the second's.
  terminals.set('trader', await liveTerminal(await loggedIn(server.url, 'trader'), 'Deals Pixel', [requisites.get('trader')!]));
  terminals.set('trader2', await liveTerminal(await loggedIn(server.url, 'trader2'), 'Deals Redmi', [requisites.get('trader2')!]));
  await server.db.query('DELETE FROM trader_teamleads WHERE trader_id = $1', [ids.get('trader2')]);
  await server.db.query(
    'INSERT INTO trader_teamleads (trader_id, teamlead_id, is_main, pay_in_percentage, pay_out_percentage) VALUES ($1, $2, true, 0, 0)',
    [ids.get('trader2'), ids.get('partner')],
  );
  expect(await server.db.query('SELECT teamlead_id FROM trader_teamleads WHERE trader_id = $1', [ids.get('trader')])).toEqual([
    { teamlead_id: ids.get('agent') },
  ]);
  // A pay-in the bank's SMS pays through the phone of the card it went to.
  const sms = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: 'deal-sms',
    amount: '1040.00',
    currency: 'RUB',
    payment_type: 'card',
  });
  expect(sms.status).toBe(201);
  orders.set('deal-sms', sms.body.data!);
  const [routed] = await server.db.query<{ username: string; requisite_id: string }>(
    'SELECT u.username, o.requisite_id FROM orders o JOIN users u ON u.id = o.trader_id WHERE o.id = $1',
    [sms.body.data!.id],
  );
  const tail = routed!.requisite_id === requisites.get('trader') ? '1111' : '4444';
  const read = await device<{ items: { outcome: string }[] }>(
    '/notifications',
    {
      items: [
        {
          id: 'deals-sms-1',
          source: '900',
          text: `СЧЁТ${tail} 21:21 Перевод 1040р от Тимур Ж. Баланс: 51 110.2р`,
          received_at: new Date().toISOString(),
        },
      ],
    },
    terminals.get(routed!.username)!.token,
  );
  expect(read.body.data!.items[0]!.outcome).toBe('matched');
}, 60_000);
afterAll(() => server.close());

describe('the deals screen over the orders', () => {
  it('splits the orders into Active, Completed and Canceled, per direction', async () => {
    expect(await deals({ stage: 'active', direction: 'pay_in' })).toEqual(['deal-open']);
    expect(await deals({ stage: 'completed', direction: 'pay_in' })).toEqual(['deal-paid', 'deal-sms']);
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
    expect(await deals({ executor: 'trader' })).toEqual(['deal-canceled', 'deal-open', 'deal-paid', 'deal-sms']);
    const now = new Date();
    expect(await deals({ created_at_from: new Date(now.getTime() - 3_600_000).toISOString() })).toEqual([
      'deal-canceled',
      'deal-open',
      'deal-paid',
      'deal-sms',
    ]);
    expect(await deals({ created_at_to: new Date(now.getTime() - 3_600_000).toISOString() })).toEqual([]);
    expect(await deals({ payment_type: 'card' })).toEqual(['deal-canceled', 'deal-open', 'deal-paid', 'deal-sms']);
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

  it('shows each deal the phone that paid it, or the phones of its card, and filters by device', async () => {
    const byId = new Map((await dealsOf('/order?count=100')).map((item) => [item.merchant_order_id, item]));
    const sms = byId.get('deal-sms')!;
    const [paidBy] = await server.db.query<{ name: string; guid: string; status: string }>(
      `SELECT t.name, t.id AS guid, o.status FROM terminal_notifications n JOIN terminals t ON t.id = n.terminal_id
        JOIN orders o ON o.id = n.order_id WHERE n.order_id = $1 AND n.outcome = 'matched'`,
      [sms.guid],
    );
    expect(paidBy!.status).toBe('paid');
    expect(sms.devices).toEqual([{ guid: paidBy!.guid, name: paidBy!.name, matched: true }]);
    // Every other deal lists the phone linked to the card it was given, not yet a match.
    const onCard = await server.db.query<{ merchant_order_id: string; name: string; guid: string }>(
      `SELECT o.merchant_order_id, t.name, t.id AS guid FROM orders o JOIN terminal_requisites tr ON tr.requisite_id = o.requisite_id
         JOIN terminals t ON t.id = tr.terminal_id WHERE o.merchant_order_id <> 'deal-sms'`,
    );
    expect(onCard).toHaveLength(3);
    for (const row of onCard)
      expect(byId.get(row.merchant_order_id)!.devices).toEqual([{ guid: row.guid, name: row.name, matched: false }]);

    const ofPixel = (
      await server.db.query<{ merchant_order_id: string }>(
        `SELECT o.merchant_order_id FROM orders o WHERE o.requisite_id = $1 ORDER BY 1`,
        [requisites.get('trader')],
      )
    ).map((row) => row.merchant_order_id);
    expect(ofPixel.length).toBeGreaterThan(0);
    expect(ofPixel.length).toBeLessThan(4);
    expect(await deals({ devices: 'Deals Pixel' })).toEqual(ofPixel);
    // A part of the name, in any case, or the terminal's id.
    expect(await deals({ devices: 'pixel' })).toEqual(ofPixel);
    expect(await deals({ devices: terminals.get('trader')!.guid })).toEqual(ofPixel);
    expect(await deals({ devices: 'deals' })).toEqual(['deal-canceled', 'deal-open', 'deal-paid', 'deal-sms']);
    // Together with the other filters.
    expect(await deals({ devices: paidBy!.name, stage: 'completed' })).toEqual(
      ['deal-paid', 'deal-sms'].filter((name) => byId.get(name)!.devices!.some((item) => item.name === paidBy!.name)),
    );
    expect(await deals({ devices: 'Deals Pixel', executor: 'trader2' })).toEqual([]);
  });

  it("filters by the trader's team lead, alone and with the other filters", async () => {
    const ofTrader = (
      await server.db.query<{ merchant_order_id: string }>(
        "SELECT o.merchant_order_id FROM orders o JOIN users u ON u.id = o.trader_id WHERE u.username = 'trader' ORDER BY 1",
      )
    ).map((row) => row.merchant_order_id);
    expect(ofTrader.length).toBeGreaterThan(0);
    expect(ofTrader.length).toBeLessThan(4);
    expect(await deals({ teamlead: 'agent' })).toEqual(ofTrader);
    expect(await deals({ teamlead: 'AGE' })).toEqual(ofTrader);
    const ids = await userIds(server);
    expect(await deals({ teamlead: ids.get('agent')! })).toEqual(ofTrader);
    const ofTrader2 = (
      await server.db.query<{ merchant_order_id: string }>(
        "SELECT o.merchant_order_id FROM orders o JOIN users u ON u.id = o.trader_id WHERE u.username = 'trader2' ORDER BY 1",
      )
    ).map((row) => row.merchant_order_id);
    expect(await deals({ teamlead: 'partner' })).toEqual(ofTrader2);
    expect(await deals({ teamlead: 'merchant' })).toEqual([]);
    expect(await deals({ teamlead: 'agent', executor: 'trader2' })).toEqual([]);
    expect(await deals({ teamlead: 'agent', devices: 'Deals Redmi' })).toEqual([]);
  });

  it('offers the device and team lead filters with the others, to admins alone, and reads hostile values as text', async () => {
    const filters = (await admin.get<ListAnswer<Order>>('/order?filter[stage]=active')).body.data!.context.available_filters;
    expect(filters.find((filter) => filter.field === 'devices')).toMatchObject({ type: 'string', description: 'Devices' });
    expect(filters.find((filter) => filter.field === 'teamlead')).toMatchObject({ type: 'string', description: 'Team lead' });
    admin.language = 'ru';
    try {
      const russian = (await admin.get<ListAnswer<Order>>('/order')).body.data!.context.available_filters;
      expect(russian.find((filter) => filter.field === 'teamlead')!.description).toBe('Тимлид');
      expect(russian.find((filter) => filter.field === 'devices')!.description).toBe('Устройства');
    } finally {
      admin.language = 'en';
    }

    for (const [username, path] of [
      ['merchant', '/merchant/order'],
      ['trader', '/trader/order'],
      ['partner', '/partner/order'],
    ] as const) {
      const client = await loggedIn(server.url, username);
      for (const field of ['devices', 'teamlead']) {
        const refused = await client.get(`${path}?filter[${field}]=Deals`);
        expect(refused.status).toBe(422);
        expect(refused.body.error!.fields![`filter.${field}`]).toBeTruthy();
      }
      expect((await client.get('/order?filter[devices]=Deals')).status).toBe(403);
      expect((await client.get<ListAnswer<Order>>(`${path}?count=100`)).body.data!.items.every((item) => item.devices === null)).toBe(true);
    }

    for (const value of ["' OR 1=1 --", '%', '_', '\\', '%Pixel%', '01900000-0000-7000-8000-000000000000']) {
      expect(await deals({ devices: value })).toEqual([]);
      expect(await deals({ teamlead: value })).toEqual([]);
    }
    for (const bad of ['x'.repeat(201), 'Pixel\u0000']) {
      const refused = await admin.get<ListAnswer<Order>>(`/order?filter[devices]=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(422);
      expect(refused.body.error!.message).toBeTruthy();
    }
    const before = await server.db.query('SELECT id, status, updated_at FROM orders ORDER BY id');
    await admin.get("/order?filter[teamlead]=x');DELETE FROM orders;--");
    expect(await server.db.query('SELECT id, status, updated_at FROM orders ORDER BY id')).toEqual(before);
  });

  it('exports the deals a device filter finds, with the devices column', async () => {
    const response = await admin.download('/order?format=csv&filter[devices]=Deals%20Redmi');
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    const column = (name: string) => header.indexOf(name);
    expect(column('Devices')).toBeGreaterThan(-1);
    const rows = lines.slice(1).map((line) => line.split(','));
    const expected = await deals({ devices: 'Deals Redmi' });
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => row[column('Merchant order ID')]).sort()).toEqual(expected);
    for (const row of rows) expect(row[column('Devices')]).toBe('Deals Redmi');
  });
});

import type { ListAnswer, MerchantOrder, Order, OrderDetails, UnprocessedDetails, UnprocessedOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { openSocket } from '../../../test/ws-client';
import { checkLedger } from '../ledger/ledger.check';
import { createOrderEvents } from './order-events';
import { findOrder } from './orders.repository';

let server: TestServer;
let admin: TestClient;
let trader: TestClient;
let trader2: TestClient;
let merchant: TestClient;
let otherMerchant: TestClient;
let partner: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let ids: Map<string, string>;
/** The open pay-ins created below, by merchant order id. */
const created = new Map<string, MerchantOrder>();
let partnerOrderId: string;

const list = (client: TestClient, path: string, filter: Record<string, string> = {}, extra = '') => {
  const query = Object.entries(filter)
    .map(([key, value]) => `filter[${key}]=${encodeURIComponent(value)}`)
    .join('&');
  return client.get<ListAnswer<Order>>(`${path}?${query}${extra}`);
};
const guids = (answer: { body: { data?: ListAnswer<Order> } }) => answer.body.data!.items.map((item) => item.guid).sort();
const traderOf = async (orderId: string) =>
  (await server.db.query<{ trader_id: string | null }>('SELECT trader_id FROM orders WHERE id = $1', [orderId]))[0]!.trader_id;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  ids = await userIds(server);
  [admin, trader, trader2, merchant, partner] = await Promise.all([
    loggedIn(server.url, 'admin'),
    loggedIn(server.url, 'trader'),
    loggedIn(server.url, 'trader2'),
    loggedIn(server.url, 'merchant'),
    loggedIn(server.url, 'partner'),
  ]);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await readyTrader(server, ids.get('trader2')!, '5555555555554444');
  // 1,000 USDT each: enough for the small orders, not for a 1,000,000 RUB one at a rate of 100.
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'lists-fund-trader');
  await fundUser(server, ids.get('trader2')!, 1_000_000_000n, 'lists-fund-trader2');
  await liveFlow(server, [ids.get('trader')!, ids.get('trader2')!]);
  api = await merchantApi(server);
  for (const [index, amount] of ['1000.00', '1100.00', '1200.00', '1300.00', '1400.00'].entries()) {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: `lists-${index}`,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(answer.status).toBe(201);
    created.set(`lists-${index}`, answer.body.data!);
  }
  const other = await admin.post('/user', { username: 'other_shop', password: 'other-shop-pass-1', type: 'merchant' });
  expect(other.status).toBe(200);
  otherMerchant = await loggedIn(server.url, 'other_shop', 'other-shop-pass-1');
  // Routing does not give orders to partner systems yet: one order becomes the sandbox system's, which the partner works for.
  partnerOrderId = created.get('lists-4')!.id;
  await server.db.query("UPDATE partner_systems SET user_id = $1 WHERE slug = 'sandbox'", [ids.get('partner')]);
  await server.db.query("UPDATE orders SET trader_id = NULL, partner_slug = 'sandbox' WHERE id = $1", [partnerOrderId]);
});
afterAll(async () => {
  expect(await checkLedger(server.db)).toEqual([]);
  await server.close();
});

describe('order lists by role', () => {
  it('gives admins every order with executor, merchant, flow and payment details; the stage splits active from history', async () => {
    const active = await list(admin, '/order', { direction: 'pay_in', stage: 'active' });
    expect(active.status).toBe(200);
    expect(guids(active)).toEqual([...created.values()].map((order) => order.id).sort());
    const row = active.body.data!.items.find((item) => item.guid === created.get('lists-0')!.id)!;
    expect(row.status).toEqual({ slug: 'new', title: 'New' });
    expect(row.fiat_money).toEqual({ amount: '1000.00', currency: { code: 'RUB' } });
    expect(row.crypto_money.amount).toBe('10.000000');
    expect(row.merchant?.username).toBe('merchant');
    expect(row.flow?.name).toMatch(/^Flow /);
    expect(row.executor?.type.slug).toBe('trader');
    expect(['trader', 'trader2']).toContain(row.executor?.trader?.username);
    expect(row.payment_details?.holder).toBe('TEST HOLDER');
    // Newest first.
    expect(active.body.data!.items[0]!.guid).toBe(created.get('lists-4')!.id);
    expect(active.body.data!.context.total_count).toBe(5);

    const history = await list(admin, '/order', { direction: 'pay_in', stage: 'history' });
    expect(history.body.data!.items).toEqual([]);
    const statusValues = (answer: typeof active) =>
      answer.body.data!.context.available_filters.find((filter) => filter.field === 'status')!.available_values.map((value) => value.slug);
    expect(statusValues(active)).toEqual(['new', 'in-progress']);
    expect(statusValues(history)).toEqual(['paid', 'done', 'canceled']);
    const fields = active.body.data!.context.available_filters.map((filter) => filter.field);
    expect(fields).toEqual(expect.arrayContaining(['direction', 'status', 'merchant', 'executor', 'flow', 'created_at']));
    // Pay-outs are another tab.
    expect((await list(admin, '/order', { direction: 'pay_out', stage: 'active' })).body.data!.items).toEqual([]);
  });

  it('shows a trader only their own orders, with the payment details but no merchant or executor', async () => {
    const traderOrders = [];
    for (const order of created.values()) if ((await traderOf(order.id)) === ids.get('trader')) traderOrders.push(order.id);
    const trader2Orders = [];
    for (const order of created.values()) if ((await traderOf(order.id)) === ids.get('trader2')) trader2Orders.push(order.id);
    expect(traderOrders.length).toBeGreaterThan(0);
    expect(trader2Orders.length).toBeGreaterThan(0);

    const mine = await list(trader, '/trader/order', { direction: 'pay_in', stage: 'active' });
    expect(guids(mine)).toEqual(traderOrders.sort());
    const row = mine.body.data!.items[0]!;
    expect([row.merchant, row.executor, row.flow]).toEqual([null, null, null]);
    expect(row.payment_details?.card_number).toBe('4111111111111111');
    expect(guids(await list(trader2, '/trader/order', { direction: 'pay_in' }))).toEqual(trader2Orders.sort());
    // No merchant-only or admin filters for a trader.
    const fields = mine.body.data!.context.available_filters.map((filter) => filter.field);
    expect(fields).not.toContain('merchant');
    expect(fields).not.toContain('executor');

    const own = await trader.get<OrderDetails>(`/order/${traderOrders[0]}`);
    expect(own.status).toBe(200);
    expect(own.body.data!.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'new',
        reason: 'created by the merchant',
        actor: { uuid: ids.get('merchant'), username: 'merchant' },
      }),
    ]);
    expect(own.body.data!.ledger).toBeNull();
    expect(own.body.data!.requisite?.name).toBe('Card');
    const foreign = await trader.get(`/order/${trader2Orders[0]}`);
    expect([foreign.status, foreign.body.error?.code]).toEqual([404, 'not_found']);
  });

  it("shows a merchant their orders and nobody else's, without payment details", async () => {
    const mine = await list(merchant, '/merchant/order', { direction: 'pay_in' });
    expect(guids(mine)).toEqual([...created.values()].map((order) => order.id).sort());
    expect(mine.body.data!.items.every((item) => item.payment_details === null && item.executor === null)).toBe(true);
    expect((await merchant.get(`/order/${created.get('lists-0')!.id}`)).status).toBe(200);

    expect((await list(otherMerchant, '/merchant/order', { direction: 'pay_in' })).body.data!.items).toEqual([]);
    const foreign = await otherMerchant.get(`/order/${created.get('lists-0')!.id}`);
    expect([foreign.status, foreign.body.error?.code]).toEqual([404, 'not_found']);
  });

  it('shows a partner the orders its partner system served, and only those', async () => {
    const mine = await list(partner, '/partner/order', { direction: 'pay_in' });
    expect(guids(mine)).toEqual([partnerOrderId]);
    expect((await partner.get(`/order/${partnerOrderId}`)).status).toBe(200);
    expect((await partner.get(`/order/${created.get('lists-0')!.id}`)).status).toBe(404);
    // Admins see the partner as the executor.
    const seen = await admin.get<OrderDetails>(`/order/${partnerOrderId}`);
    expect(seen.body.data!.executor).toEqual({
      type: { slug: 'partner' },
      trader: null,
      partner: { slug: 'sandbox', title: expect.any(String) },
    });
  });

  it("tells the partner user live of its system's order changes", async () => {
    const user = (await partner.get<{ uuid: string; ws_token: string }>('/user/current')).body.data!;
    const ws = await openSocket(server.url);
    ws.auth(user.uuid, user.ws_token);
    await ws.next('auth.ok');
    const events = createOrderEvents(server.app.deps);
    // Another's order first: the partner must hear only its own.
    await events.announce([{ order: (await findOrder(server.db, created.get('lists-0')!.id))!, from: null }]);
    await events.announce([{ order: (await findOrder(server.db, partnerOrderId))!, from: null }]);
    expect(JSON.parse((await ws.next('order.changed')).message)).toMatchObject({ id: partnerOrderId, status: 'new' });
    expect(ws.received.filter((message) => message.type === 'order.changed')).toHaveLength(1);
    ws.close();
  });

  it('refuses other roles on each role list', async () => {
    expect((await trader.get('/order')).status).toBe(403);
    expect((await merchant.get('/trader/order')).status).toBe(403);
    expect((await partner.get('/merchant/order')).status).toBe(403);
  });
});

describe('filters', () => {
  it('narrows by merchant order id, amount, date, status and (admins) merchant and executor', async () => {
    const byId = await list(admin, '/order', { merchant_order_id: 'lists-2' });
    expect(guids(byId)).toEqual([created.get('lists-2')!.id]);
    const byAmount = await list(admin, '/order', { amount: '1100' });
    expect(guids(byAmount)).toEqual([created.get('lists-1')!.id]);
    expect((await list(admin, '/order', { created_at_from: new Date(Date.now() + 86_400_000).toISOString() })).body.data!.items).toEqual(
      [],
    );
    expect((await list(admin, '/order', { merchant: 'other_shop' })).body.data!.items).toEqual([]);
    expect((await list(admin, '/order', { merchant: 'merch' })).body.data!.items).toHaveLength(5);
    const byExecutor = await list(admin, '/order', { executor: 'trader2' });
    expect(byExecutor.body.data!.items.every((item) => item.executor?.trader?.username === 'trader2')).toBe(true);
    expect((await list(admin, '/order', { status: 'paid' })).body.data!.items).toEqual([]);
    // A page of one, sorted by amount.
    const page = await list(admin, '/order', {}, '&count=1&page=2&sort=amount');
    expect(guids(page)).toEqual([created.get('lists-1')!.id]);
  });

  it('refuses an unknown stage or a status outside the stage, in the caller language, and a filter a trader lacks', async () => {
    const stage = await list(admin, '/order', { stage: 'archive' });
    expect(stage.status).toBe(422);
    expect(stage.body.error?.fields?.['filter.stage']).toBeDefined();
    const status = await list(admin, '/order', { stage: 'history', status: 'new' });
    expect(status.status).toBe(422);
    expect(status.body.error?.fields?.['filter.status']).toBeDefined();
    trader.language = 'ru';
    const foreignFilter = await list(trader, '/trader/order', { merchant: 'merchant' });
    trader.language = 'en';
    expect(foreignFilter.status).toBe(422);
    expect(foreignFilter.body.error?.message).toMatch(/[а-я]/);
  });
});

describe('working an order', () => {
  it('a trader marks a pay-in paid with another amount: it moves to history with the amount received and admins see its ledger legs', async () => {
    const mine = await list(trader, '/trader/order', { direction: 'pay_in', stage: 'active' });
    const order = mine.body.data!.items[0]!;
    // 950.50 of 1,200 is more than 10 % off: refused until the difference is confirmed.
    const unconfirmed = await trader.post(`/order/${order.guid}/set-paid`, { amount: '950.5' });
    expect([unconfirmed.status, unconfirmed.body.error?.fields?.amount]).toEqual([
      422,
      'is 950.50 RUB, more than 10 % away from the asked 1200.00 RUB: confirm that this amount was received',
    ]);
    const paid = await trader.post(`/order/${order.guid}/set-paid`, { amount: '950.5', confirm_difference: true });
    expect(paid.status).toBe(200);

    expect(guids(await list(trader, '/trader/order', { stage: 'active' }))).not.toContain(order.guid);
    const history = await list(trader, '/trader/order', { stage: 'history', status: 'paid' });
    expect(guids(history)).toEqual([order.guid]);
    expect(history.body.data!.items[0]!.paid_fiat_money?.amount).toBe('950.50');

    const details = (await admin.get<OrderDetails>(`/order/${order.guid}`)).body.data!;
    expect(details.history.map((entry) => [entry.from, entry.to])).toEqual([
      [null, 'new'],
      ['new', 'paid'],
    ]);
    expect(details.history[1]!.actor?.username).toBe('trader');
    expect(details.history[1]!.reason).toBe('payment confirmed: 950.50 received');
    expect(details.rate).toBe('100');
    const legs = details.ledger!;
    expect(legs[0]).toMatchObject({ kind: 'order_hold', amount: { amount: order.crypto_money.amount, currency: { code: 'USDT' } } });
    expect(legs[0]!.from).toEqual({ kind: 'user', name: expect.stringMatching(/^trader/), part: 'available' });
    expect(legs[0]!.to.part).toBe('held');
    // 950.50 RUB at 100: 9.505 USDT; the merchant gets it less 3 %.
    const merchantLeg = legs.find((leg) => leg.kind === 'order_settlement')!;
    expect(merchantLeg.to).toEqual({ kind: 'user', name: 'merchant', part: 'available' });
    expect(merchantLeg.amount.amount).toBe('9.219850');
    expect(legs.some((leg) => leg.kind === 'platform_fee' && leg.to.kind === 'system')).toBe(true);
    // The settlement and the rest of the hold come out of the held part, exactly what was held.
    const outOfHold = legs
      .filter((leg) => leg.from.part === 'held')
      .reduce((sum, leg) => sum + BigInt(leg.amount.amount.replace('.', '')), 0n);
    expect(outOfHold).toBe(BigInt(order.crypto_money.amount.replace('.', '')));
    // The trader's own view of it has no ledger.
    expect((await trader.get<OrderDetails>(`/order/${order.guid}`)).body.data!.ledger).toBeNull();
  });

  it('an admin cancels an order with a reason: the reason and the admin are in its history', async () => {
    const order = created.get('lists-3')!;
    const cancel = await admin.post(`/order/${order.id}/cancel`, { reason: 'Customer asked to stop' });
    expect(cancel.status).toBe(200);
    const details = (await merchant.get<OrderDetails>(`/order/${order.id}`)).body.data!;
    expect(details.status.slug).toBe('canceled');
    expect(details.history.at(-1)).toMatchObject({
      from: 'new',
      to: 'canceled',
      reason: 'Customer asked to stop',
      actor: { username: 'admin' },
    });
    expect(guids(await list(merchant, '/merchant/order', { stage: 'history', status: 'canceled' }))).toEqual([order.id]);
  });
});

describe('unprocessed orders', () => {
  it('lists an order no executor could take with its payload and reason, and its attempts in the details', async () => {
    const refused = await api.call('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'lists-too-big',
      amount: '1000000.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(refused.status).toBe(422);
    const answer = await admin.get<ListAnswer<UnprocessedOrder>>('/order/unprocessed?per_page=10');
    expect(answer.status).toBe(200);
    expect(answer.body.data!.context.per_page).toBe(10);
    const row = answer.body.data!.items.find((item) => item.merchant_order_id === 'lists-too-big')!;
    expect(row).toMatchObject({
      payload: { direction: 'pay_in', amount: '1000000.00', currency: 'RUB' },
      amount: { amount: '1000000.00', currency: { code: 'RUB' } },
      merchant_uuid: ids.get('merchant'),
    });
    expect(row.reason).toContain('USDT');
    const filtered = await admin.get<ListAnswer<UnprocessedOrder>>('/order/unprocessed?filter[merchant_order_id]=lists-too-big');
    expect(filtered.body.data!.items).toHaveLength(1);
    expect((await admin.get<ListAnswer<UnprocessedOrder>>('/order/unprocessed?filter[direction]=pay_out')).body.data!.items).toEqual([]);

    const details = (await admin.get<UnprocessedDetails>(`/order/unprocessed/${row.id}`)).body.data!;
    expect(details.attempts.length).toBe(2);
    expect(details.attempts.map((attempt) => attempt.executor.name).sort()).toEqual(['trader', 'trader2']);
    expect(details.attempts[0]!.flow?.name).toMatch(/^Flow /);
    expect((await trader.get('/order/unprocessed')).status).toBe(403);
    expect((await admin.get(`/order/unprocessed/${created.get('lists-0')!.id}`)).status).toBe(404);
  });
});

import type { MerchantOrder, SearchResult } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { idRange } from './search.list';

let server: TestServer;
let admin: TestClient;
let support: TestClient;
let trader: TestClient;
let trader2: TestClient;
let merchant: TestClient;
let ids: Map<string, string>;
/** Routed to the demo trader. */
let own: MerchantOrder;
/** Routed to the demo trader, then handed to trader2 and to another merchant. */
let foreign: MerchantOrder;
let ownRequisite: string;
let foreignRequisite: string;

const find = (client: TestClient, q: string) => client.get<SearchResult>(`/search?q=${encodeURIComponent(q)}`);
const orderIds = (result: SearchResult | undefined) => (result?.orders ?? []).map((order) => order.guid);

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  ids = await userIds(server);
  [admin, support, trader, trader2, merchant] = await Promise.all([
    loggedIn(server.url, 'admin'),
    loggedIn(server.url, 'support'),
    loggedIn(server.url, 'trader'),
    loggedIn(server.url, 'trader2'),
    loggedIn(server.url, 'merchant'),
  ]);
  const traderId = ids.get('trader')!;
  ownRequisite = await readyTrader(server, traderId, '4111111111117351');
  foreignRequisite = await readyTrader(server, ids.get('trader2')!, '5555555555557351');
  // trader2 must not take orders here: their card is only there to be found (or not).
  await server.db.query('UPDATE requisites SET is_active = false WHERE id = $1', [foreignRequisite]);
  await fundUser(server, traderId, 1_000_000_000n, 'search-test-funding');
  await liveFlow(server, [traderId]);
  const api = await merchantApi(server);
  const create = async (merchantOrderId: string, amount: string) => {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: merchantOrderId,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return (answer.body as { data: MerchantOrder }).data;
  };
  own = await create('shop-search-0001', '1500.00');
  foreign = await create('shop-search-0002', '1600.00');
  const other = (
    await admin.post<{ user: { uuid: string } }>('/user', { username: 'search_other_shop', password: 'secret-pass-1', type: 'merchant' })
  ).body.data!.user.uuid;
  await server.db.query('UPDATE orders SET trader_id = $2, merchant_id = $3 WHERE id = $1', [foreign.id, ids.get('trader2'), other]);
});

afterAll(async () => {
  await server.close();
});

describe('GET /search', () => {
  it('finds for an admin an order by its id, the start of its id and the merchant order id', async () => {
    expect(orderIds((await find(admin, own.id)).body.data)).toEqual([own.id]);
    expect(orderIds((await find(admin, own.id.slice(0, 13))).body.data)).toContain(own.id);
    const byMerchantId = await find(admin, 'shop-search-0002');
    expect(byMerchantId.status).toBe(200);
    expect(byMerchantId.body.data!.orders).toEqual([
      expect.objectContaining({
        guid: foreign.id,
        merchant_order_id: 'shop-search-0002',
        direction: 'pay_in',
        status: 'new',
        fiat_money: { amount: '1600.00', currency: { code: 'RUB' } },
      }),
    ]);
    // The start of a merchant order id finds both, the exact one first.
    expect(orderIds((await find(admin, 'shop-search-0001')).body.data)[0]).toBe(own.id);
    expect(orderIds((await find(admin, 'shop-search')).body.data).sort()).toEqual([own.id, foreign.id].sort());
  });

  it('finds for an admin a user by the start of the name, in any case, and a requisite by its last four digits', async () => {
    const users = (await find(admin, 'TRAD')).body.data!.users;
    expect(users.map((user) => user.username).sort()).toEqual(['trader', 'trader2']);
    expect(users[0]).toEqual({ uuid: ids.get('trader'), username: 'trader', type: 'trader', is_blocked: false });

    const requisites = (await find(admin, '7351')).body.data!.requisites;
    expect(requisites.map((requisite) => requisite.id).sort()).toEqual([ownRequisite, foreignRequisite].sort());
    expect(requisites.find((requisite) => requisite.id === ownRequisite)).toMatchObject({
      last_digits: '7351',
      payment_type: 'card',
      owner: { uuid: ids.get('trader'), username: 'trader' },
    });
  });

  it("gives a trader their own orders and requisites, never another trader's", async () => {
    const mine = (await find(trader, 'shop-search')).body.data!;
    expect(orderIds(mine)).toEqual([own.id]);
    expect(mine.users).toEqual([]);
    expect(orderIds((await find(trader, foreign.id)).body.data)).toEqual([]);
    expect((await find(trader, '7351')).body.data!.requisites.map((requisite) => requisite.id)).toEqual([ownRequisite]);
    // A username that matches is no business of a trader's.
    expect((await find(trader, 'trader')).body.data!.users).toEqual([]);

    const theirs = (await find(trader2, 'shop-search')).body.data!;
    expect(orderIds(theirs)).toEqual([foreign.id]);
    expect((await find(trader2, own.id)).body.data!.orders).toEqual([]);
    expect((await find(trader2, '7351')).body.data!.requisites.map((requisite) => requisite.id)).toEqual([foreignRequisite]);
  });

  it("gives a merchant their own orders only: no other merchant's order, no users, no requisites", async () => {
    const found = (await find(merchant, 'shop-search')).body.data!;
    expect(orderIds(found)).toEqual([own.id]);
    expect(orderIds((await find(merchant, foreign.id)).body.data)).toEqual([]);
    expect((await find(merchant, '7351')).body.data!.requisites).toEqual([]);
    expect((await find(merchant, 'merchant')).body.data!.users).toEqual([]);
  });

  it('gives a support admin no users, since the users screen is closed to them', async () => {
    const found = (await find(support, 'trader')).body.data!;
    expect(found.users).toEqual([]);
    expect(orderIds((await find(support, own.id)).body.data)).toEqual([own.id]);
  });

  it('gives a partner the orders its partner systems served, nothing else', async () => {
    const partner = await loggedIn(server.url, 'partner');
    expect(orderIds((await find(partner, 'shop-search')).body.data)).toEqual([]);
    await server.db.query(`UPDATE partner_systems SET user_id = $1 WHERE slug = 'sandbox'`, [ids.get('partner')]);
    await server.db.query(`UPDATE orders SET trader_id = NULL, partner_slug = 'sandbox' WHERE id = $1`, [foreign.id]);
    try {
      const found = (await find(partner, 'shop-search')).body.data!;
      expect(orderIds(found)).toEqual([foreign.id]);
      expect((await find(partner, '7351')).body.data!.requisites).toEqual([]);
      expect((await find(partner, 'trader')).body.data!.users).toEqual([]);
    } finally {
      await server.db.query(`UPDATE orders SET trader_id = $2, partner_slug = NULL WHERE id = $1`, [foreign.id, ids.get('trader2')]);
      await server.db.query(`UPDATE partner_systems SET user_id = NULL WHERE slug = 'sandbox'`);
    }
  });

  it('refuses roles without a search and the anonymous', async () => {
    const agent = await loggedIn(server.url, 'agent');
    expect((await find(agent, 'shop-search')).status).toBe(403);
    expect((await fetch(`${server.url}/api/inner/search?q=shop`)).status).toBe(401);
  });

  it('refuses a query under 3 characters with a localized 422, and reads % and _ as letters', async () => {
    merchant.language = 'ru';
    const short = await find(merchant, 'ab');
    merchant.language = 'en';
    expect(short.status).toBe(422);
    expect(short.body.error?.fields?.q).toMatch(/[а-я]/i);
    expect((await find(admin, 'shop%')).body.data!.orders).toEqual([]);
    expect((await find(admin, 'tra_er')).body.data!.users).toEqual([]);
  });
});

describe('idRange', () => {
  it('turns the start of an id into a range of ids, and refuses what is no id start', () => {
    expect(idRange('01a2b3c4')).toEqual(['01a2b3c4-0000-0000-0000-000000000000', '01a2b3c4-ffff-ffff-ffff-ffffffffffff']);
    expect(idRange('01A2B3C4-D5')).toEqual(['01a2b3c4-d500-0000-0000-000000000000', '01a2b3c4-d5ff-ffff-ffff-ffffffffffff']);
    expect(idRange('01a2b3c')).toBeNull();
    expect(idRange('shop-search')).toBeNull();
  });
});

import type { CurrentUser, ListAnswer, MerchantOrder, WalletTransaction } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { checkLedger } from '../ledger/ledger.check';

let server: TestServer;
let trader: TestClient;
let merchant: TestClient;
let admin: TestClient;
let paid: MerchantOrder;
let canceled: MerchantOrder;

const history = async (client: TestClient, query = '') =>
  (await client.get<ListAnswer<WalletTransaction>>(`/my/transaction?count=100${query}`)).body.data!;

const walletTotal = async (client: TestClient) =>
  (await client.get<CurrentUser>('/user/current')).body.data!.wallets.find((wallet) => wallet.type.slug === 'virtual')!.amount.amount;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  const ids = await userIds(server);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 500_000_000n, 'history-funding');
  await liveFlow(server, [ids.get('trader')!]);
  const api = await merchantApi(server);
  [trader, merchant, admin] = await Promise.all([
    loggedIn(server.url, 'trader'),
    loggedIn(server.url, 'merchant'),
    loggedIn(server.url, 'admin'),
  ]);
  const payIn = (id: string, amount: string) =>
    api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: id,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
  paid = (await payIn('history-paid', '2000.00')).body.data!;
  expect((await trader.post(`/order/${paid.id}/set-paid`, {})).status).toBe(200);
  canceled = (await payIn('history-canceled', '1500.00')).body.data!;
  expect((await api.call('POST', `/orders/${canceled.id}/cancel`)).status).toBe(200);
});
afterAll(() => server.close());

describe('the balance history', () => {
  it("lists every movement of the trader's wallet, newest first, each balance following the one before, the last one the total", async () => {
    const rows = (await history(trader)).items;
    // Funding, then the paid order's hold and reward, then the canceled order's hold and release.
    expect(rows.map((row) => [row.action.slug, row.side, row.money.amount, row.balance_before?.amount, row.balance_after?.amount])).toEqual(
      [
        ['order_release', 'credit', '15.000000', '465.200000', '480.200000'],
        ['order_hold', 'debit', '15.000000', '480.200000', '465.200000'],
        ['trader_reward', 'credit', '0.200000', '480.000000', '480.200000'],
        ['order_hold', 'debit', '20.000000', '500.000000', '480.000000'],
        ['test_funding', 'credit', '500.000000', '0.000000', '500.000000'],
      ],
    );
    expect(rows[0]!.balance_after!.amount).toBe(await walletTotal(trader));
    expect(rows.slice(0, 4).map((row) => row.reference)).toEqual([
      { type: 'order', id: canceled.id, direction: 'pay_in' },
      { type: 'order', id: canceled.id, direction: 'pay_in' },
      { type: 'order', id: paid.id, direction: 'pay_in' },
      { type: 'order', id: paid.id, direction: 'pay_in' },
    ]);
    expect(rows.map((row) => row.type.slug)).toEqual(['order', 'order', 'reward', 'order', 'funding']);
    expect(rows.every((row) => row.status.slug === 'completed' && row.payable.username === 'trader')).toBe(true);
  });

  it("shows the merchant its settlement, with the order's link, and the total after it", async () => {
    const rows = (await history(merchant)).items;
    expect(rows.map((row) => [row.action.title, row.money.amount, row.reference?.id])).toEqual([['Order settled', '19.400000', paid.id]]);
    expect(rows[0]!.balance_after!.amount).toBe(await walletTotal(merchant));
  });

  it('narrows by type, order and date with the filters it offers, in the caller language', async () => {
    expect((await history(trader, '&filter[type]=reward')).items.map((row) => row.action.slug)).toEqual(['trader_reward']);
    expect((await history(trader, `&filter[order]=${paid.id}`)).items.map((row) => row.action.slug)).toEqual([
      'trader_reward',
      'order_hold',
    ]);
    expect((await history(trader, '&filter[action]=order_release')).items).toHaveLength(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await history(trader, `&filter[created_at_from]=${encodeURIComponent(future)}`)).items).toEqual([]);
    trader.language = 'ru';
    const answer = await history(trader, '&filter[type]=order');
    expect(answer.items[0]!.action.title).toBe('Снятие удержания');
    const fields = answer.context.available_filters.map((filter) => filter.field);
    expect(fields).toEqual(['type', 'action', 'guid', 'order', 'created_at']);
    // The actions offered are those of the type asked for.
    expect(answer.context.available_filters[1]!.available_values.map((value) => value.slug)).toEqual([
      'order_hold',
      'order_release',
      'order_settlement',
    ]);
    const refused = await trader.get('/my/transaction?filter[type]=bonus');
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'validation']);
    expect(JSON.stringify(refused.body.error)).toMatch(/[а-я]/);
    trader.language = 'en';
  });

  it("gives the admin the platform's fees, each linked to its order, without a shard's balance", async () => {
    const rows = (await history(admin)).items;
    // 3 % of 20 USDT less the trader's 1 % and the demo's referral shares: what the ledger posted.
    const [fee] = await server.db.query<{ amount: string }>(
      "SELECT (amount::numeric / 1000000)::numeric(20, 6)::text AS amount FROM ledger_transfers WHERE kind = 'platform_fee' AND reference_id = $1",
      [paid.id],
    );
    expect(rows.map((row) => [row.action.slug, row.money.amount, row.reference?.id, row.balance_after])).toEqual([
      ['platform_fee', fee!.amount, paid.id, null],
    ]);
    expect(await checkLedger(server.db)).toEqual([]);
  });
});

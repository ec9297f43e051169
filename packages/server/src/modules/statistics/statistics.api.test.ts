import { fromMinor, type MerchantOrder, type Statistic } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { checkLedger } from '../ledger/ledger.check';

let server: TestServer;
let ids: Map<string, string>;
let admin: TestClient;
let trader: TestClient;

const REWARD_KINDS = {
  trader: ['trader_reward'],
  partner: ['partner_reward'],
  agent: ['teamlead_reward', 'referral_reward'],
  admin: ['platform_fee'],
} as const;

/** The Total table as the raw orders give it: per status and currency, count and amount. */
const rawTotals = async (where = 'TRUE', params: unknown[] = []) =>
  (
    await server.db.query<{ status: string; currency: string; orders: number; amount: string }>(
      `SELECT status, fiat_currency AS currency, count(*)::int AS orders, sum(COALESCE(paid_fiat_amount, fiat_amount))::text AS amount
         FROM orders o WHERE ${where} GROUP BY status, fiat_currency ORDER BY fiat_currency, status`,
      params,
    )
  ).map((row) => ({ ...row, amount: fromMinor(BigInt(row.amount), 2) }));

/** A role's rewards as the ledger's legs give them, per order status. */
const ledgerRewards = async (kinds: readonly string[], where = 'TRUE', params: unknown[] = []) =>
  (
    await server.db.query<{ status: string; amount: string }>(
      `SELECT o.status, sum(t.amount)::text AS amount FROM ledger_transfers t JOIN orders o ON o.id::text = t.reference_id
        WHERE t.reference_type = 'order' AND t.kind = ANY($${params.length + 1}) AND ${where}
        GROUP BY o.status ORDER BY o.status`,
      [...params, kinds],
    )
  ).map((row) => ({ status: row.status, amount: fromMinor(BigInt(row.amount), 6) }));

const statistic = async (client: TestClient, path: string, filter: Record<string, string> = {}) => {
  const query = Object.entries(filter)
    .map(([key, value]) => `filter[${key}]=${encodeURIComponent(value)}`)
    .join('&');
  const answer = await client.get<Statistic>(`${path}${query ? `?${query}` : ''}`);
  expect(answer.status).toBe(200);
  return answer.body.data!;
};

const totalsOf = (answer: Statistic) =>
  answer.statistic.sum.map((row) => ({ status: row.status.slug, currency: row.currency.code, orders: row.orders, amount: row.amount }));
const rewardsOf = (answer: Statistic, role: string) =>
  answer.statistic.role_rewards
    .find((item) => item.role.slug === role)
    ?.rewards.map((row) => ({ status: row.status.slug, amount: row.amount }));

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  ids = await userIds(server);
  for (const [name, card] of [
    ['trader', '4111111111111111'],
    ['trader2', '5555555555554444'],
  ] as const) {
    await readyTrader(server, ids.get(name)!, card);
    await fundUser(server, ids.get(name)!, 1_000_000_000n, `statistics-${name}`);
  }
  await liveFlow(server, [ids.get('trader')!, ids.get('trader2')!]);
  const api = await merchantApi(server);
  [admin, trader] = await Promise.all([loggedIn(server.url, 'admin'), loggedIn(server.url, 'trader')]);
  const orders: MerchantOrder[] = [];
  for (const [index, amount] of ['1000.00', '1100.00', '1200.00', '1300.00', '1400.00', '1500.00'].entries()) {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: `statistics-${index}`,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(answer.status).toBe(201);
    orders.push(answer.body.data!);
  }
  // Three paid (one for less than asked), one canceled, two left open.
  for (const order of orders.slice(0, 2)) expect((await admin.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
  expect((await admin.post(`/order/${orders[2]!.id}/set-paid`, { amount: '1150.50', confirm_difference: true })).status).toBe(200);
  expect((await api.call('POST', `/orders/${orders[3]!.id}/cancel`)).status).toBe(200);
});
afterAll(() => server.close());

describe('statistics', () => {
  it("gives the admin every order's totals and every role's rewards, equal to the raw orders and the ledger's legs, before and after the rollup folds", async () => {
    const check = async () => {
      const answer = await statistic(admin, '/order/statistic/');
      expect(totalsOf(answer)).toEqual(await rawTotals());
      for (const [role, kinds] of Object.entries(REWARD_KINDS)) expect(rewardsOf(answer, role)).toEqual(await ledgerRewards(kinds));
      expect(answer.statistic.sum.find((row) => row.status.slug === 'paid')).toMatchObject({ orders: 3, amount: '3250.50' });
      return answer;
    };
    const unfolded = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_stats_deltas'))[0]!.n;
    expect(unfolded).toBeGreaterThan(0);
    const before = await check();
    expect(await server.app.services.statistics.fold()).toBe(unfolded);
    expect(await server.app.services.statistics.fold()).toBe(0);
    expect(await check()).toEqual(before);
    // The rollup alone now holds exactly what the raw orders say.
    const rollup = await server.db.query<{ status: string; orders: number; fiat: string }>(
      'SELECT status, sum(orders)::int AS orders, sum(fiat)::text AS fiat FROM order_stats_daily GROUP BY status HAVING sum(orders) <> 0 ORDER BY status',
    );
    const raw = await server.db.query<{ status: string; orders: number; fiat: string }>(
      'SELECT status, count(*)::int AS orders, sum(COALESCE(paid_fiat_amount, fiat_amount))::text AS fiat FROM orders GROUP BY status ORDER BY status',
    );
    expect(rollup).toEqual(raw);
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('keeps up as orders change after the fold: a paid order closed as done moves with its rewards', async () => {
    await server.db.query(
      "UPDATE orders SET status = 'done' WHERE id = (SELECT id FROM orders WHERE status = 'paid' ORDER BY created_at LIMIT 1)",
    );
    const answer = await statistic(admin, '/order/statistic/');
    expect(totalsOf(answer)).toEqual(await rawTotals());
    expect(rewardsOf(answer, 'trader')).toEqual(await ledgerRewards(REWARD_KINDS.trader));
    expect(rewardsOf(answer, 'trader')!.map((row) => row.status)).toEqual(['done', 'paid']);
  });

  it('follows an order moved to another day, and a rebuild from the raw orders answers the same', async () => {
    await server.db.query(
      "UPDATE orders SET created_at = created_at - interval '2 days' WHERE id = (SELECT id FROM orders WHERE status = 'canceled' LIMIT 1)",
    );
    const moved = await statistic(admin, '/order/statistic/');
    expect(moved.charts.days.map((day) => day.created)).toEqual([1, 5]);
    expect(totalsOf(moved)).toEqual(await rawTotals());
    await server.app.services.statistics.rebuild();
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_stats_deltas'))[0]!.n).toBe(0);
    const rebuilt = await statistic(admin, '/order/statistic/');
    expect(rebuilt.statistic).toEqual(moved.statistic);
    expect(rebuilt.charts.days.map((day) => [day.created, day.paid, day.turnover])).toEqual(
      moved.charts.days.map((day) => [day.created, day.paid, day.turnover]),
    );
  });

  it("shows a trader only their own orders and their own rewards, and refuses the admin's filters", async () => {
    const traderId = ids.get('trader')!;
    const answer = await statistic(trader, '/my/order/statistic/');
    expect(totalsOf(answer)).toEqual(await rawTotals('o.trader_id = $1', [traderId]));
    expect(answer.statistic.role_rewards.map((item) => item.role.slug)).toEqual(['trader']);
    expect(rewardsOf(answer, 'trader')).toEqual(await ledgerRewards(REWARD_KINDS.trader, 'o.trader_id = $1', [traderId]));
    expect(answer.charts.traders).toEqual([]);
    expect(answer.context.available_filters.map((filter) => filter.field)).toEqual(['created_at', 'direction', 'status', 'currency']);
    trader.language = 'ru';
    const refused = await trader.get(`/my/order/statistic/?filter[trader]=${ids.get('trader2')}`);
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'validation']);
    expect(JSON.stringify(refused.body.error)).toMatch(/[а-я]/);
    trader.language = 'en';
    expect((await trader.get('/order/statistic/')).status).toBe(403);
    expect((await admin.get('/my/order/statistic/')).status).toBe(403);
  });

  it('gives a merchant its orders and no rewards, and an agent what the ledger paid them', async () => {
    const merchant = await statistic(await loggedIn(server.url, 'merchant'), '/my/order/statistic/');
    expect(totalsOf(merchant)).toEqual(await rawTotals('o.merchant_id = $1', [ids.get('merchant')]));
    expect(merchant.statistic.role_rewards).toEqual([]);
    const agent = await statistic(await loggedIn(server.url, 'agent'), '/my/order/statistic/');
    const credited = await server.db.query<{ status: string; amount: string }>(
      `SELECT o.status, sum(t.amount)::text AS amount FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id = t.credit_account_id JOIN orders o ON o.id::text = t.reference_id
        WHERE a.owner_id = $1 AND t.kind IN ('teamlead_reward', 'referral_reward') GROUP BY o.status ORDER BY o.status`,
      [ids.get('agent')],
    );
    // The demo agent is the demo trader's teamlead and the merchant's referrer: it was paid.
    expect(credited.length).toBeGreaterThan(0);
    expect(rewardsOf(agent, 'agent')).toEqual(credited.map((row) => ({ status: row.status, amount: fromMinor(BigInt(row.amount), 6) })));
  });

  it('filters by status, direction and period, and charts the day: conversion, turnover, median time to paid, per trader and requisite', async () => {
    const paidOnly = await statistic(admin, '/order/statistic/', { status: 'paid' });
    expect(totalsOf(paidOnly)).toEqual(await rawTotals("o.status = 'paid'"));
    expect((await statistic(admin, '/order/statistic/', { direction: 'pay_out' })).statistic.sum).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await statistic(admin, '/order/statistic/', { created_at_from: tomorrow })).charts.days).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const answer = await statistic(admin, '/order/statistic/', {
      created_at_from: `${today}T00:00:00Z`,
      created_at_to: `${today}T23:59:59Z`,
    });
    const [created, paid] = (
      await server.db.query<{ created: number; paid: number }>(
        `SELECT count(*)::int AS created, (count(*) FILTER (WHERE status IN ('paid', 'done')))::int AS paid FROM orders
          WHERE (created_at AT TIME ZONE 'UTC')::date = $1::date`,
        [today],
      )
    ).map((row) => [row.created, row.paid])[0]!;
    expect(answer.charts.days).toHaveLength(1);
    expect(answer.charts.days[0]).toMatchObject({ day: today, created, paid, turnover: [{ currency: 'RUB', amount: '3250.50' }] });
    // Paid within seconds of creation: the median sits in the first buckets.
    expect(answer.charts.median_paid_seconds).toBeGreaterThanOrEqual(0);
    expect(answer.charts.median_paid_seconds).toBeLessThan(60);
    expect(answer.charts.traders.reduce((sum, row) => sum + row.created, 0)).toBe(created);
    expect(answer.charts.requisites.reduce((sum, row) => sum + row.paid, 0)).toBe(paid);
    expect(answer.charts.traders.map((row) => row.username).sort()).toEqual(['trader', 'trader2']);
  });
});

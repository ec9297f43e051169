import { fromMinor, toMinor, type ListAnswer, type MerchantOrder, type ReconciliationRow } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { checkLedger } from '../ledger/ledger.check';

let server: TestServer;
let admin: TestClient;
let merchant: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let merchantId: string;
const today = new Date().toISOString().slice(0, 10);

const usdt = (amount: string) => toMinor(amount, 6);
const report = async (client: TestClient, query = '') => {
  const answer = await client.get<ListAnswer<ReconciliationRow>>(`/report/reconciliation?count=100${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data!.items;
};
const todayRow = async () =>
  (await report(merchant, '&filter[currency]=RUB')).find((row) => row.day === today && row.currency === 'RUB') ?? null;
const merchantUsdt = async () => {
  const balance = (await api.call<{ available: { amount: string }; held: { amount: string } }>('GET', '/balance')).body.data!;
  return usdt(balance.available.amount) + usdt(balance.held.amount);
};

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  const ids = await userIds(server);
  merchantId = ids.get('merchant')!;
  [admin, merchant] = await Promise.all([loggedIn(server.url, 'admin'), loggedIn(server.url, 'merchant')]);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'report-fund-trader');
  await liveFlow(server, [ids.get('trader')!]);
  api = await merchantApi(server);
});
afterAll(async () => {
  expect(await checkLedger(server.db)).toEqual([]);
  await server.close();
});

describe('the reconciliation report', () => {
  it("adds up a day's orders by status, paid amounts, fees and the ledger's movement exactly", async () => {
    const before = (await todayRow()) ?? null;
    const balanceBefore = await merchantUsdt();
    const created: MerchantOrder[] = [];
    for (const [index, amount] of ['1000.01', '2345.67', '500.00', '800.00'].entries()) {
      const answer = await api.call<MerchantOrder>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: `report-${index}`,
        amount,
        currency: 'RUB',
        payment_type: 'card',
      });
      expect(answer.status).toBe(201);
      created.push(answer.body.data!);
    }
    expect((await admin.post(`/order/${created[0]!.id}/set-paid`, {})).status).toBe(200);
    expect((await admin.post(`/order/${created[1]!.id}/set-paid`, {})).status).toBe(200);
    expect((await api.call('POST', `/orders/${created[2]!.id}/cancel`, { reason: 'customer left' })).status).toBe(200);

    const after = (await todayRow())!;
    const moved = (await merchantUsdt()) - balanceBefore;
    const delta = (key: keyof ReconciliationRow) => Number(after[key]) - Number(before?.[key] ?? 0);
    expect(delta('orders_total')).toBe(4);
    expect(delta('orders_paid') + delta('orders_done')).toBe(2);
    expect(delta('orders_canceled')).toBe(1);
    expect(delta('orders_new') + delta('orders_in_progress')).toBe(1);
    const minor = (row: ReconciliationRow | null, key: 'paid_fiat' | 'paid_crypto' | 'fees' | 'ledger_movement', scale: number) =>
      row ? toMinor(row[key], scale) : 0n;
    expect(minor(after, 'paid_fiat', 2) - minor(before, 'paid_fiat', 2)).toBe(100_001n + 234_567n);
    const paidCrypto = usdt(created[0]!.crypto.amount) + usdt(created[1]!.crypto.amount);
    expect(minor(after, 'paid_crypto', 6) - minor(before, 'paid_crypto', 6)).toBe(paidCrypto);
    // The ledger's word: the merchant's USDT moved by exactly the settlement, the rest is the fee.
    const movement = minor(after, 'ledger_movement', 6) - minor(before, 'ledger_movement', 6);
    expect(movement).toBe(moved);
    expect(moved).toBeGreaterThan(0n);
    expect(minor(after, 'fees', 6) - minor(before, 'fees', 6)).toBe(paidCrypto - moved);
    expect(after.fees).toBe(fromMinor(toMinor(after.fees, 6), 6));
  });

  it('shows a merchant only their own rows; admins every merchant, filtered by merchant', async () => {
    const [other] = await server.db.query<{ id: string }>("SELECT id FROM users WHERE type = 'merchant' AND id <> $1 LIMIT 1", [
      merchantId,
    ]);
    if (other) {
      await server.db.query(
        `INSERT INTO orders (id, merchant_id, merchant_order_id, direction, status, flow_id, executor_id, trader_id, fiat_currency, fiat_amount,
                             crypto_currency, crypto_amount, rate, payment_type, payment_details, fees, payment_token, expires_at)
         SELECT gen_random_uuid(), $1, 'other-report', direction, 'canceled', flow_id, executor_id, trader_id, fiat_currency, fiat_amount,
                crypto_currency, crypto_amount, rate, payment_type, payment_details, fees, 'other-report-token', expires_at
           FROM orders WHERE merchant_id = $2 LIMIT 1`,
        [other.id, merchantId],
      );
    }
    const own = await report(merchant);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((row) => row.merchant.uuid))).toEqual(new Set([merchantId]));
    const all = await report(admin);
    expect(new Set(all.map((row) => row.merchant.uuid)).size).toBe(other ? 2 : 1);
    const filtered = await report(admin, '&filter[merchant]=merchant');
    expect(filtered.every((row) => row.merchant.username.includes('merchant'))).toBe(true);
    expect((await merchant.get('/report/reconciliation?filter[merchant]=x')).status).toBe(422);
    const trader = await loggedIn(server.url, 'trader');
    expect((await trader.get('/report/reconciliation')).status).toBe(403);
  });

  it('exports as CSV with the same rows and exact amounts, in Russian for a Russian caller', async () => {
    merchant.language = 'ru';
    try {
      const rows = await report(merchant);
      const response = await merchant.download('/report/reconciliation?format=csv');
      expect(response.status).toBe(200);
      const lines = (await response.text()).split('\r\n').filter(Boolean);
      const header = lines[0]!.replace(/^\uFEFF/, '').split(',');
      expect(header).toEqual(expect.arrayContaining(['День (UTC)', 'Мерчант', 'Комиссии', 'Движение по балансу']));
      expect(lines).toHaveLength(rows.length + 1);
      const first = lines[1]!.split(',');
      expect(first[header.indexOf('Комиссии')]).toBe(rows[0]!.fees);
      expect(first[header.indexOf('Движение по балансу')]).toBe(rows[0]!.ledger_movement);
    } finally {
      merchant.language = 'en';
    }
  });
});

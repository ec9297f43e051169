import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Flow, ListAnswer } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { createRatesService } from '../rates/rates.service';
import { startTestServer, type TestServer } from '../../../test/harness';

const FIXTURES = path.join(import.meta.dirname, '../../../test/fixtures/rates');
let market: http.Server;
let server: TestServer;
let admin: TestClient;
let ids: Map<string, string>;

beforeAll(async () => {
  // A local Binance/Bybit that replays recorded answers.
  market = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const file = req.url?.includes('/bapi/') ? 'binance-p2p-search.response.BUY.json' : 'bybit-p2p-online.response.BUY.json';
      res.end(fs.readFileSync(path.join(FIXTURES, file)));
    });
  });
  await new Promise<void>((resolve) => market.listen(0, '127.0.0.1', resolve));
  const marketUrl = `http://127.0.0.1:${(market.address() as AddressInfo).port}`;
  server = await startTestServer({
    startJobs: false,
    env: { BINANCE_P2P_URL: marketUrl, BYBIT_P2P_URL: marketUrl, RATE_MAX_AGE_SECONDS: '600' },
  });
  admin = await loggedIn(server.url, 'admin');
  ids = new Map(
    (await server.db.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]),
  );
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => market.close(resolve));
});

const createFlow = async (body: Record<string, unknown> = {}) => {
  const answer = await admin.post<Flow>('/flow/', {
    name: `Flow ${Math.random().toString(36).slice(2, 7)}`,
    fiat_currency: 'RUB',
    crypto_currency: 'USDT',
    currency_rate_source: 'manual',
    currency_rate: '95.5',
    ...body,
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data!;
};

describe('flows', () => {
  it('creates a flow with its merchants, inactive by default, keeping the rate only for the manual source', async () => {
    const manual = await createFlow({ merchant_uuids: [ids.get('merchant')] });
    expect(manual).toMatchObject({
      is_active: false,
      fiat_currency: { code: 'RUB' },
      crypto_currency: { code: 'USDT' },
      currency_rate_source: 'manual',
    });
    expect(manual.currency_rate).toMatchObject({ source: 'manual', rate: '95.50000000', unroutable_reason: null });
    expect(manual.merchants.map((merchant) => merchant.username)).toEqual(['merchant']);
    const market = await createFlow({ currency_rate_source: 'binance_p2p', currency_rate: '10' });
    expect(market.currency_rate).toMatchObject({ source: 'binance_p2p', rate: null, unroutable_reason: 'No rate from Binance P2P yet.' });
  });

  it('refuses a blank name, unknown currencies, a manual source without a rate, and non-merchants', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'is required'],
      [{ fiat_currency: 'USDT' }, 'fiat_currency', 'is not a known fiat currency'],
      [{ crypto_currency: 'XXX' }, 'crypto_currency', 'is not a known crypto currency'],
      [{ currency_rate: null }, 'currency_rate', 'is required when the source is manual'],
      [{ currency_rate: '0' }, 'currency_rate', 'must be greater than 0'],
      [{ merchant_uuids: [ids.get('trader')] }, 'merchant_uuids', 'must be an existing merchant'],
    ];
    for (const [patch, field, message] of cases) {
      const answer = await admin.post('/flow/', {
        name: 'Bad',
        fiat_currency: 'RUB',
        crypto_currency: 'USDT',
        currency_rate_source: 'manual',
        currency_rate: '90',
        ...patch,
      });
      expect(answer.status, JSON.stringify(patch)).toBe(422);
      expect(answer.body.error?.fields?.[field]).toBe(message);
    }
    const [row] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM flows WHERE name = 'Bad'");
    expect(row!.n).toBe(0);
  });

  it('attaches a trader once, a partner, sets priorities within 0-10, and detaches', async () => {
    const flow = await createFlow();
    const withTrader = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('trader') }))
      .body.data!;
    expect(withTrader.executors).toHaveLength(1);
    const again = await admin.post(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('trader') });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Trader already added.');
    admin.language = 'ru';
    expect(
      (await admin.post(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('trader') })).body.error?.message,
    ).toBe('Трейдер уже добавлен.');
    admin.language = 'en';
    expect((await admin.post(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('merchant') })).status).toBe(
      422,
    );

    const withPartner = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'partner', executor_id: 'sandbox' })).body
      .data!;
    const partner = withPartner.executors.find((executor) => executor.type.slug === 'partner')!;
    expect(partner.partner).toEqual({ slug: 'sandbox', title: 'Sandbox PS' });

    const prioritized = (await admin.patch<Flow>(`/flow/${flow.uuid}/executor/${partner.bind_id}/priority`, { priority: 10 })).body.data!;
    expect(prioritized.executors[0]!.bind_id).toBe(partner.bind_id);
    expect(
      (await admin.patch(`/flow/${flow.uuid}/executor/${partner.bind_id}/priority`, { priority: 11 })).body.error?.fields?.priority,
    ).toBe('must not exceed 10');

    const removed = (await admin.request<Flow>('DELETE', `/flow/${flow.uuid}/executor/${partner.bind_id}`)).body.data!;
    expect(removed.executors.map((executor) => executor.type.slug)).toEqual(['trader']);
  });

  it('refuses fees that give the platform a negative margin, naming the merchant, and keeps the old fees', async () => {
    // The demo merchant pays 7 % in and has a referrer at 0.5 %; the demo trader's teamlead takes 1 %.
    const flow = await createFlow({ merchant_uuids: [ids.get('merchant')] });
    const executor = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('trader') }))
      .body.data!.executors[0]!;
    const fine = await admin.patch<Flow>(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
      fees: [
        { direction: 'pay_in', min_amount: 0, max_amount: 1000, percentage: 5 },
        { direction: 'pay_in', min_amount: 1000.01, max_amount: null, percentage: 5.5 },
      ],
    });
    expect(fine.status).toBe(200);
    const negative = await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
      fees: [{ direction: 'pay_in', min_amount: 0, max_amount: null, percentage: 6 }],
    });
    expect(negative.status).toBe(422);
    expect(negative.body.error?.code).toBe('negative_margin');
    expect(negative.body.error?.message).toContain('merchant merchant');
    expect(negative.body.error?.message).toContain('merchant fee 7.00 %, trader reward 6.00 %, referral rewards 1.50 %');
    const kept = (await admin.get<Flow>(`/flow/${flow.uuid}`)).body.data!.executors[0]!.fees;
    expect(kept.map((fee) => fee.percentage)).toEqual(['5.00', '5.50']);
    expect(
      (
        await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
          fees: [
            { direction: 'pay_out', min_amount: 0, max_amount: 100, percentage: 1 },
            { direction: 'pay_out', min_amount: 50, max_amount: null, percentage: 1 },
          ],
        })
      ).body.error?.fields?.fees,
    ).toBe('fee ranges of one direction must not overlap');
  });

  it('refuses to attach a merchant that the existing fees would put below zero', async () => {
    const [shop] = await server.db.query<{ id: string }>(
      "INSERT INTO users (id, username, type, invite_code, api_key) VALUES (gen_random_uuid(), 'thin_shop', 'merchant', 'THINSHOP', 'thin-shop-key') RETURNING id",
    );
    await server.db.query('INSERT INTO merchant_profiles (user_id, pay_in_percentage, pay_out_percentage) VALUES ($1, 1, 1)', [shop!.id]);
    const flow = await createFlow();
    const executor = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('trader') }))
      .body.data!.executors[0]!;
    await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, { fees: [{ direction: 'pay_in', percentage: 2 }] });
    const answer = await admin.post(`/flow/${flow.uuid}/merchants/${shop!.id}`);
    expect(answer.body.error?.code).toBe('negative_margin');
    expect(answer.body.error?.message).toContain('thin_shop');
    expect((await admin.get<Flow>(`/flow/${flow.uuid}`)).body.data!.merchants).toEqual([]);
  });

  it('switches the rate source, fetches market rates, and stops routing on a stale rate with the reason', async () => {
    const flow = await createFlow();
    const binance = (
      await admin.patch<Flow>(`/flow/${flow.uuid}/currency_rate_source`, { currency_rate_source: 'binance_p2p', currency_rate: '80' })
    ).body.data!;
    expect(binance.currency_rate.rate).toBeNull();
    await server.app.jobs.rates.refresh();
    const fresh = (await admin.get<Flow>(`/flow/${flow.uuid}`)).body.data!;
    expect(fresh.currency_rate).toMatchObject({ source: 'binance_p2p', rate: '61.85000000', unroutable_reason: null });
    const options = (
      await admin.get<{ slug: string; rate: string | null }[]>('/flow/currency_rate_source?fiat_currency=RUB&crypto_currency=USDT')
    ).body.data!;
    expect(options.map((option) => [option.slug, option.rate])).toEqual([
      ['manual', null],
      ['binance_p2p', '61.85000000'],
      ['bybit_p2p', '96.78000000'],
    ]);
    await server.db.query("UPDATE currency_rates SET fetched_at = now() - interval '25 minutes' WHERE source = 'binance_p2p'");
    const stale = (await admin.get<Flow>(`/flow/${flow.uuid}`)).body.data!;
    expect(stale.currency_rate.unroutable_reason).toBe('The rate from Binance P2P is 25 min old (the limit is 10 min).');
    const manual = (
      await admin.patch<Flow>(`/flow/${flow.uuid}/currency_rate_source`, { currency_rate_source: 'manual', currency_rate: '92.1' })
    ).body.data!;
    expect(manual.currency_rate).toMatchObject({ source: 'manual', rate: '92.10000000', unroutable_reason: null });
  });

  it('records why a market source failed, even one that never answered, and keeps routing on the last good rate', async () => {
    const dead = 'http://127.0.0.1:1';
    const failing = createRatesService({ db: server.db, config: { ...server.config, binanceP2pUrl: dead, bybitP2pUrl: dead } });
    await server.db.query("DELETE FROM currency_rates WHERE source = 'bybit_p2p'");
    await failing.refresh();
    const options = await failing.options('RUB', 'USDT', 'en');
    const bybit = options.find((option) => option.slug === 'bybit_p2p')!;
    expect(bybit.rate).toBeNull();
    expect(bybit.last_error).toMatch(/fetch failed|ECONNREFUSED/);
    const binance = options.find((option) => option.slug === 'binance_p2p')!;
    expect(binance.rate).toBe('61.85000000');
    expect(binance.last_error).not.toBeNull();
  });

  it("lists a trader's flows and deletes a flow while keeping its history", async () => {
    const flow = await createFlow({ name: 'To delete' });
    await admin.post(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('trader2') });
    const mine = (await admin.get<ListAnswer<Flow>>(`/flow?filter[trader_uuid]=${ids.get('trader2')}`)).body.data!;
    expect(mine.items.map((item) => item.uuid)).toEqual([flow.uuid]);
    expect((await admin.request('DELETE', `/flow/${flow.uuid}`)).status).toBe(200);
    expect((await admin.get(`/flow/${flow.uuid}`)).status).toBe(404);
    expect((await admin.get<ListAnswer<Flow>>(`/flow?filter[trader_uuid]=${ids.get('trader2')}`)).body.data!.items).toEqual([]);
    const [kept] = await server.db.query<{ deleted_at: Date | null; executors: number }>(
      'SELECT deleted_at, (SELECT count(*)::int FROM flow_executors WHERE flow_id = f.id) AS executors FROM flows f WHERE id = $1',
      [flow.uuid],
    );
    expect(kept!.deleted_at).not.toBeNull();
    expect(kept!.executors).toBe(1);
  });
});

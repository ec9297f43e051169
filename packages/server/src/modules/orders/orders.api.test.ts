import { type Flow, type MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient, type Answer } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openSocket } from '../../../test/ws-client';
import { merchantSignature } from '../../http/merchant-auth';
import { checkLedger } from '../ledger/ledger.check';
import { getUserBalances, postTransfer } from '../ledger/ledger.service';

let server: TestServer;
let admin: TestClient;
let trader: TestClient;
let merchantId: string;
let traderId: string;
let apiKey: string;
let secret: string;
let flow: Flow;

/** The merchant's own client: signs every call as the merchant API says. */
const signed = async <T>(
  method: string,
  path: string,
  body?: unknown,
  options: { key?: string; secret?: string; timestamp?: number; language?: string } = {},
) => {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const url = `/api/v1${path}`;
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'x-api-key': options.key ?? apiKey,
      'x-timestamp': timestamp,
      'x-signature': merchantSignature(options.secret ?? secret, timestamp, method, url, raw),
      'x-language': options.language ?? 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : raw,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer<T>['body'] };
};

const fund = (owner: string, amount: bigint, key: string) =>
  server.db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { owner, part: 'available' },
      currency: 'USDT',
      amount,
      kind: 'test_funding',
      idempotencyKey: key,
    }),
  );

let sequence = 0;
const payIn = (amount: string, extra: Record<string, unknown> = {}) => ({
  direction: 'pay_in',
  merchant_order_id: `test-${Date.now()}-${++sequence}`,
  amount,
  currency: 'RUB',
  payment_type: 'card',
  ...extra,
});

beforeAll(async () => {
  // Identical requests sent at once are all let in (no load shedding): the test is about idempotency.
  server = await startTestServer({ startJobs: false, env: { MERCHANT_API_MAX_IN_FLIGHT: '10000' } });
  const merchant = await loggedIn(server.url, 'merchant');
  [admin, trader] = await Promise.all([loggedIn(server.url, 'admin'), loggedIn(server.url, 'trader')]);
  const ids = new Map(
    (await server.db.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]),
  );
  merchantId = ids.get('merchant')!;
  traderId = ids.get('trader')!;
  apiKey = (await merchant.get<{ api_keys: { key: string } }>('/user/current')).body.data!.api_keys.key;
  secret = (await merchant.post<{ secret_key: string }>('/user/secret_key', { current_password: 'merchant-demo-1' })).body.data!.secret_key;
  // The merchant pays 3 % on pay-ins; the trader takes 1 % in this flow.
  await server.db.query(
    `INSERT INTO merchant_profiles (user_id, pay_in_percentage, pay_out_percentage) VALUES ($1, 3, 3)
     ON CONFLICT (user_id) DO UPDATE SET pay_in_percentage = 3, pay_out_percentage = 3`,
    [merchantId],
  );
  await server.db.query(
    `INSERT INTO trader_profiles (user_id, deposit_open, withdraw_open, insurance_paid) VALUES ($1, true, true, true)
     ON CONFLICT (user_id) DO UPDATE SET deposit_open = true, withdraw_open = true, insurance_paid = true`,
    [traderId],
  );
  await server.db.query('INSERT INTO manual_confirmation_traders (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [traderId]);
  flow = (
    await admin.post<Flow>('/flow/', {
      name: 'Orders test flow',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      merchant_uuids: [merchantId],
      is_active: true,
      currency_rate_source: 'manual',
      currency_rate: '100',
    })
  ).body.data!;
  flow = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: traderId })).body.data!;
  const executor = flow.executors.find((item) => item.user?.uuid === traderId)!;
  const fees = await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
    fees: [{ direction: 'pay_in', min_amount: '0', max_amount: null, percentage: '1' }],
  });
  expect(fees.status).toBe(200);
  await trader.post('/trader/requisite', {
    name: 'Orders card',
    currency: 'RUB',
    payment_type: 'card',
    payment_option: 'sberbank_card',
    attributes: { card_number: '4111111111111111', holder: 'IVAN PETROV' },
    is_active: true,
  });
  await fund(traderId, 1_000_000_000n, 'orders-test-trader-funding');
});
afterAll(async () => {
  // Every hold, release and settlement above left the ledger balanced.
  expect(await checkLedger(server.db)).toEqual([]);
  await server.close();
});

describe('merchant API authentication', () => {
  it('refuses a stale timestamp, an unknown key and a wrong signature, each with its own code', async () => {
    const stale = await signed('GET', '/balance', undefined, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect([stale.status, stale.body.error?.code]).toEqual([401, 'stale_timestamp']);
    const unknown = await signed('GET', '/balance', undefined, { key: 'not-a-key' });
    expect([unknown.status, unknown.body.error?.code]).toEqual([401, 'unknown_key']);
    const forged = await signed('GET', '/balance', undefined, { secret: 'not-the-secret' });
    expect([forged.status, forged.body.error?.code]).toEqual([401, 'bad_signature']);
    const good = await signed<{ available: { amount: string } }>('GET', '/balance');
    expect(good.status).toBe(200);
  });

  it('signs the raw bytes: a body changed after signing is refused', async () => {
    const body = payIn('1000.00');
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = merchantSignature(secret, timestamp, 'POST', '/api/v1/orders', JSON.stringify(body));
    const response = await fetch(`${server.url}/api/v1/orders`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'x-timestamp': timestamp, 'x-signature': signature, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, amount: '1.00' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_signature');
  });
});

describe('creating a pay-in', () => {
  it('routes it to the trader, holds the crypto amount and answers the order with its card', async () => {
    const before = await getUserBalances(server.db, traderId, 'USDT');
    const created = await signed<MerchantOrder>('POST', '/orders', payIn('1500.00'));
    expect(created.status).toBe(201);
    const order = created.body.data!;
    expect(order).toMatchObject({
      direction: 'pay_in',
      status: 'new',
      fiat: { amount: '1500.00', currency: 'RUB' },
      crypto: { amount: '15.000000', currency: 'USDT' },
      rate: '100',
      payment_details: { payment_type: 'card', card_number: '4111111111111111', holder: 'IVAN PETROV' },
    });
    expect(order.payment_url).toMatch(/\/pay\/[\w-]{20,}$/);
    const after = await getUserBalances(server.db, traderId, 'USDT');
    expect(before.available - after.available).toBe(15_000_000n);
    expect(after.held - before.held).toBe(15_000_000n);
    expect((await signed<MerchantOrder>('GET', `/orders/${order.id}`)).body.data).toEqual(order);
  });

  it('answers a repeat with the first answer, and the same id with another body with idempotency_mismatch', async () => {
    const body = payIn('1600.00');
    const first = await signed<MerchantOrder>('POST', '/orders', body);
    const again = await signed<MerchantOrder>('POST', '/orders', { ...body });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    const other = await signed('POST', '/orders', { ...body, amount: '1700.00' });
    expect([other.status, other.body.error?.code]).toEqual([422, 'idempotency_mismatch']);
  });

  it('creates exactly one order and one hold for many identical requests at once', async () => {
    const body = payIn('1800.00');
    const answers = await Promise.all(Array.from({ length: 40 }, () => signed<MerchantOrder>('POST', '/orders', body)));
    const ids = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.data!.id));
    expect(ids.size).toBe(1);
    expect(answers.every((answer) => answer.status === 201 || answer.body.error?.code === 'in_progress')).toBe(true);
    const [orders] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE merchant_order_id = $1', [
      body.merchant_order_id,
    ]);
    expect(orders!.n).toBe(1);
    const holds = await server.db.query("SELECT 1 FROM ledger_transfers WHERE kind = 'order_hold' AND reference_id = $1", [[...ids][0]]);
    expect(holds).toHaveLength(1);
  });

  it('refuses bad input with the validation shape, in the caller language, and creates nothing', async () => {
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n;
    const before = await count();
    for (const [amount, field] of [
      ['1e3', 'amount'],
      ['-5', 'amount'],
      ['10.123', 'amount'],
      ['999999999999999999999', 'amount'],
    ] as const) {
      const answer = await signed('POST', '/orders', payIn(amount));
      expect(answer.status, amount).toBe(422);
      expect(answer.body.error?.code).toBe('validation');
      expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
    }
    const currency = await signed('POST', '/orders', payIn('100.00', { currency: 'XXX' }), { language: 'ru' });
    expect(currency.body.error?.fields).toEqual({ currency: 'не является известной валютой (fiat)' });
    const missing = await signed('POST', '/orders', { direction: 'pay_in', currency: 'RUB', amount: '100' });
    expect(missing.body.error?.fields).toHaveProperty('merchant_order_id');
    expect(await count()).toBe(before);
  });

  it('records an order no executor can take as unprocessed, with each attempt and its reason', async () => {
    const body = payIn('777.00', { payment_type: 'sbp' });
    const refused = await signed('POST', '/orders', body);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('no_executor');
    expect(refused.body.error?.localized_message).toContain('no active requisite of this payment type');
    const [row] = await server.db.query<{ reason: string; attempts: { trader_id: string; reason: string }[] }>(
      'SELECT reason, attempts FROM unprocessed_orders WHERE merchant_order_id = $1',
      [body.merchant_order_id],
    );
    expect(row!.attempts).toEqual([expect.objectContaining({ trader_id: traderId, reason_code: 'no_requisite' })]);
  });

  it('never opens two pay-ins of one amount on one requisite', async () => {
    await signed('POST', '/orders', payIn('1234.00'));
    const second = await signed('POST', '/orders', payIn('1234.00'));
    expect(second.status).toBe(422);
    expect(second.body.error?.localized_message).toContain('open pay-in of this exact amount');
  });
});

describe('an order paid', () => {
  it('settles the held USDT: the merchant less 3 %, the trader 1 %, the platform the rest', async () => {
    const order = (await signed<MerchantOrder>('POST', '/orders', payIn('2000.00'))).body.data!;
    const merchantBefore = await getUserBalances(server.db, merchantId, 'USDT');
    const traderBefore = await getUserBalances(server.db, traderId, 'USDT');
    expect((await trader.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
    const merchantAfter = await getUserBalances(server.db, merchantId, 'USDT');
    const traderAfter = await getUserBalances(server.db, traderId, 'USDT');
    // 20 USDT held: 19.4 to the merchant, 0.2 back to the trader as reward, 0.4 revenue.
    expect(merchantAfter.available - merchantBefore.available).toBe(19_400_000n);
    expect(traderBefore.held - traderAfter.held).toBe(20_000_000n);
    expect(traderAfter.available - traderBefore.available).toBe(200_000n);
    expect((await signed<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!.status).toBe('paid');
    const again = await trader.post(`/order/${order.id}/set-paid`, {});
    expect([again.status, again.body.error?.code]).toEqual([409, 'illegal_transition']);
  });

  it('settles at the amount actually received and gives the rest of the hold back', async () => {
    const order = (await signed<MerchantOrder>('POST', '/orders', payIn('3000.00'))).body.data!;
    const traderBefore = await getUserBalances(server.db, traderId, 'USDT');
    expect((await admin.post(`/order/${order.id}/set-paid`, { amount: '2500.00', confirm_difference: true })).status).toBe(200);
    const traderAfter = await getUserBalances(server.db, traderId, 'USDT');
    // 30 held; 25 received: 0.25 reward plus 5 returned.
    expect(traderAfter.available - traderBefore.available).toBe(5_250_000n);
    expect(traderBefore.held - traderAfter.held).toBe(30_000_000n);
  });

  it("is another trader's business only as not found", async () => {
    const order = (await signed<MerchantOrder>('POST', '/orders', payIn('2100.00'))).body.data!;
    const other = await loggedIn(server.url, 'trader2');
    const answer = await other.post(`/order/${order.id}/set-paid`, {});
    expect(answer.status).toBe(404);
  });
});

describe('cancel and list', () => {
  it('cancels a new order and releases its hold; lists the merchant orders with a cursor', async () => {
    const order = (await signed<MerchantOrder>('POST', '/orders', payIn('2200.00'))).body.data!;
    const before = await getUserBalances(server.db, traderId, 'USDT');
    const canceled = await signed<MerchantOrder>('POST', `/orders/${order.id}/cancel`);
    expect(canceled.body.data!.status).toBe('canceled');
    const after = await getUserBalances(server.db, traderId, 'USDT');
    expect(after.available - before.available).toBe(22_000_000n);
    const first = await signed<{ items: MerchantOrder[]; next_cursor: string | null }>('GET', '/orders?limit=2');
    expect(first.body.data!.items).toHaveLength(2);
    const next = await signed<{ items: MerchantOrder[] }>('GET', `/orders?limit=2&cursor=${first.body.data!.next_cursor}`);
    expect(next.body.data!.items[0]!.id).not.toBe(first.body.data!.items[0]!.id);
    const byId = await signed<{ items: MerchantOrder[] }>('GET', `/orders?merchant_order_id=${order.merchant_order_id}`);
    expect(byId.body.data!.items.map((item) => item.id)).toEqual([order.id]);
  });
});

describe('the jobs of an order', () => {
  it('cancels an order whose time is up and releases its hold; closes a paid one after the dispute window', async () => {
    const expiring = (await signed<MerchantOrder>('POST', '/orders', payIn('2300.00'))).body.data!;
    const paid = (await signed<MerchantOrder>('POST', '/orders', payIn('2400.00'))).body.data!;
    await admin.post(`/order/${paid.id}/set-paid`, {});
    await server.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [expiring.id]);
    await server.db.query("UPDATE orders SET updated_at = now() - interval '25 hours' WHERE id = $1", [paid.id]);
    const before = await getUserBalances(server.db, traderId, 'USDT');

    await server.app.services.orders.expireDue();
    await server.app.services.orders.closeSettled();

    expect((await signed<MerchantOrder>('GET', `/orders/${expiring.id}`)).body.data!.status).toBe('canceled');
    expect((await signed<MerchantOrder>('GET', `/orders/${paid.id}`)).body.data!.status).toBe('done');
    const after = await getUserBalances(server.db, traderId, 'USDT');
    expect(after.available - before.available).toBe(23_000_000n);
    const history = await server.db.query<{ from_status: string; to_status: string; job: string }>(
      'SELECT from_status, to_status, job FROM order_history WHERE order_id = $1 ORDER BY created_at',
      [expiring.id],
    );
    expect(history.map((row) => [row.from_status, row.to_status, row.job])).toEqual([
      [null, 'new', null],
      ['new', 'canceled', 'order-expiry'],
    ]);
  });

  it('lets exactly one of a confirmation and an expiry racing on one order win', async () => {
    const order = (await signed<MerchantOrder>('POST', '/orders', payIn('2500.00'))).body.data!;
    await server.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [order.id]);
    const [confirmed] = await Promise.all([trader.post(`/order/${order.id}/set-paid`, {}), server.app.services.orders.expireDue()]);
    const status = (await signed<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!.status;
    // The expiry first: the confirmation came late and opened a dispute, which settles nothing by itself.
    expect(confirmed.status).toBe(200);
    expect(['paid', 'dispute']).toContain(status);
    const legs = await server.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE reference_id = $1', [order.id]);
    // Either settled (no release) or released (no settlement), never both.
    const kinds = new Set(legs.map((leg) => leg.kind));
    expect(kinds.has('order_release') && kinds.has('order_settlement')).toBe(false);
  });
});

describe('a pay-out', () => {
  it("holds the merchant's amount and fee, shows the trader the recipient, and pays the trader the amount and reward", async () => {
    const executor = flow.executors.find((item) => item.user?.uuid === traderId)!;
    await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
      fees: [
        { direction: 'pay_in', min_amount: '0', max_amount: null, percentage: '1' },
        { direction: 'pay_out', min_amount: '0', max_amount: null, percentage: '2' },
      ],
    });
    await fund(merchantId, 100_000_000n, 'orders-test-merchant-funding');
    const body = {
      direction: 'pay_out',
      merchant_order_id: `payout-${Date.now()}`,
      amount: '1000.00',
      currency: 'RUB',
      payment_type: 'card',
      recipient: { payment_option: 'tbank_card', attributes: { card_number: '4111 1111 1111 1111', holder: 'ANNA SMIRNOVA' } },
    };
    const merchantBefore = await getUserBalances(server.db, merchantId, 'USDT');
    const created = await signed<MerchantOrder>('POST', '/orders', body);
    expect(created.status).toBe(201);
    expect(created.body.data!.payment_details).toMatchObject({ card_number: '4111111111111111', holder: 'ANNA SMIRNOVA' });
    const merchantHeld = await getUserBalances(server.db, merchantId, 'USDT');
    // 10 USDT and the merchant's 3 % fee.
    expect(merchantBefore.available - merchantHeld.available).toBe(10_300_000n);
    const traderBefore = await getUserBalances(server.db, traderId, 'USDT');
    expect((await trader.post(`/order/${created.body.data!.id}/set-paid`, {})).status).toBe(200);
    const traderAfter = await getUserBalances(server.db, traderId, 'USDT');
    expect(traderAfter.available - traderBefore.available).toBe(10_200_000n);
    const merchantAfter = await getUserBalances(server.db, merchantId, 'USDT');
    expect(merchantHeld.held - merchantAfter.held).toBe(10_300_000n);
  });

  it('refuses a recipient that breaks the payment option rules, naming the field under recipient', async () => {
    const answer = await signed('POST', '/orders', {
      direction: 'pay_out',
      merchant_order_id: `payout-bad-${Date.now()}`,
      amount: '1000.00',
      currency: 'RUB',
      payment_type: 'card',
      recipient: { payment_option: 'tbank_card', attributes: { card_number: '4111111111111112', holder: 'A' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.fields).toEqual({
      'recipient.attributes.card_number': 'is not a valid card number (checksum)',
      'recipient.attributes.holder': 'must be at least 2 characters',
    });
  });
});

describe('live', () => {
  it("tells the order's trader, its merchant and admins of a new order and of its move, after commit", async () => {
    const listen = async (client: TestClient) => {
      const user = (await client.get<{ uuid: string; ws_token: string }>('/user/current')).body.data!;
      const ws = await openSocket(server.url);
      ws.auth(user.uuid, user.ws_token);
      await ws.next('auth.ok');
      return ws;
    };
    const merchant = await loggedIn(server.url, 'merchant');
    const [traderWs, merchantWs, adminWs] = await Promise.all([listen(trader), listen(merchant), listen(admin)]);
    const order = (await signed<MerchantOrder>('POST', '/orders', payIn('2600.00'))).body.data!;
    for (const ws of [traderWs, merchantWs, adminWs]) {
      expect(JSON.parse((await ws.next('order.changed')).message)).toEqual({
        id: order.id,
        direction: 'pay_in',
        from: null,
        status: 'new',
        revision: 1,
      });
    }
    await trader.post(`/order/${order.id}/set-paid`, {});
    const moved = async (ws: Awaited<ReturnType<typeof listen>>) => {
      for (let tries = 0; tries < 100; tries += 1) {
        const paid = ws.received
          .filter((message) => message.type === 'order.changed')
          .map((message) => JSON.parse(message.message) as { status: string })
          .find((payload) => payload.status === 'paid');
        if (paid) return paid;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    };
    expect(await moved(merchantWs)).toMatchObject({ from: 'new', status: 'paid', revision: 2 });
    for (const ws of [traderWs, merchantWs, adminWs]) ws.close();
  });
});

import { randomUUID } from 'node:crypto';
import {
  ANTI_FRAUD_RULE_SLUGS,
  ANTI_FRAUD_SETTINGS,
  type AntiFraudCase,
  type AntiFraudRule,
  type ListAnswer,
  type MerchantOrder,
  type ReceiptCheckAnswer,
} from '@paydesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { receiptPdf } from '../../../test/receipt-pdf';

let server: TestServer;
let admin: TestClient;
let trader: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let traderId: string;
let requisiteId: string;
let merchantId: string;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { MERCHANT_API_RATE: '1000' } });
  const ids = await userIds(server);
  traderId = ids.get('trader')!;
  merchantId = ids.get('merchant')!;
  requisiteId = await readyTrader(server, traderId, '4111111111114242');
  await fundUser(server, traderId, 100_000_000_000n, 'anti-fraud-funding');
  await liveFlow(server, [traderId]);
  admin = await loggedIn(server.url, 'admin');
  trader = await loggedIn(server.url, 'trader');
  api = await merchantApi(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The engine on with only these rules switched on, every other setting at its default, then these values. */
const only = async (rules: AntiFraudRule[], values: Record<string, string> = {}) => {
  const body: Record<string, string> = Object.fromEntries(Object.entries(ANTI_FRAUD_SETTINGS).map(([key, spec]) => [key, spec.default]));
  body.enabled = 'true';
  for (const rule of ANTI_FRAUD_RULE_SLUGS) body[`${rule}_enabled`] = rules.includes(rule) ? 'true' : 'false';
  const saved = await admin.put<Record<string, string>>('/anti_fraud/settings', { ...body, ...values });
  expect(saved.status).toBe(200);
};

// Amounts differ order by order: a requisite passes over a pay-in of an amount it already has open.
const order = (customer: string | null, amount?: string) =>
  api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `af-${Date.now()}-${serial}`,
    amount: amount ?? `${1000 + ++serial}.00`,
    currency: 'RUB',
    payment_type: 'card',
    ...(customer ? { customer_id: customer } : {}),
  });

const casesOf = async (filter: Record<string, string>) => {
  const query = new URLSearchParams(Object.fromEntries(Object.entries(filter).map(([key, value]) => [`filter[${key}]`, value])));
  const answer = await admin.get<ListAnswer<AntiFraudCase>>(`/anti_fraud?${query.toString()}&count=100`);
  expect(answer.status).toBe(200);
  return answer.body.data!.items;
};
const inForce = async (rule: AntiFraudRule) => casesOf({ rule, is_approved: 'false' });
const release = async (guid: string) => {
  const answer = await admin.patch<AntiFraudCase>(`/anti_fraud/${guid}/release`);
  expect(answer.status).toBe(200);
  return answer.body.data!;
};
const releaseAll = async () => {
  for (const item of await casesOf({ is_approved: 'false' })) await release(item.guid);
};
const sweep = () => server.app.services.antiFraud.sweep();

beforeEach(async () => {
  await releaseAll();
});

describe('anti-fraud settings', () => {
  it('answers every key with its default until saved', async () => {
    const answer = await admin.get<Record<string, string>>('/anti_fraud/settings');
    expect(answer.status).toBe(200);
    for (const [key, spec] of Object.entries(ANTI_FRAUD_SETTINGS)) expect(answer.body.data![key]).toBe(spec.default);
  });

  it.each([
    ['enabled', 'yes', 'must be true (on) or false (off)', 'должно быть true (включено) или false (выключено)'],
    ['customer_rate_max_orders', '0', 'must be a whole number from 1 to 10000', 'должно быть целым числом от 1 до 10000'],
    ['customer_rate_window_minutes', '1.5', 'must be a whole number from 1 to 10080', 'должно быть целым числом от 1 до 10080'],
    [
      'requisite_pace_factor',
      '2.555',
      'must be a number from 1 to 1000 with at most 2 decimals',
      'должно быть числом от 1 до 1000, не более 2 знаков после запятой',
    ],
    ['customer_first_order_max', 'RUB -5', 'must list amounts by currency', 'должно перечислять суммы по валютам'],
    ['customer_first_order_max', 'EUR 100', 'must list amounts by currency', 'должно перечислять суммы по валютам'],
    ['no_such_key', '1', 'is not an accepted field', 'не является допустимым полем'],
  ])('refuses %s = %j with its own message in both languages and saves nothing', async (key, value, en, ru) => {
    const before = (await admin.get<Record<string, string>>('/anti_fraud/settings')).body.data;
    const refused = await admin.put('/anti_fraud/settings', { customer_open_max_orders: '7', [key]: value });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('validation');
    expect(refused.body.error?.fields?.[key]).toContain(en);
    admin.language = 'ru';
    const inRussian = await admin.put('/anti_fraud/settings', { [key]: value }).finally(() => (admin.language = 'en'));
    expect(inRussian.body.error?.fields?.[key]).toContain(ru);
    expect((await admin.get<Record<string, string>>('/anti_fraud/settings')).body.data).toEqual(before);
  });

  it('saves the keys given, trimmed, and keeps the others', async () => {
    const saved = await admin.put<Record<string, string>>('/anti_fraud/settings', {
      customer_open_max_orders: ' 7 ',
      customer_first_order_max: 'RUB 5000; KZT 25000.5',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      customer_open_max_orders: '7',
      customer_first_order_max: 'RUB 5000; KZT 25000.5',
      enabled: 'false',
    });
    const [audit] = await server.db.query<{ after: Record<string, string> }>(
      `SELECT after FROM audit_log WHERE action = 'anti_fraud.settings_changed' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(audit!.after).toMatchObject({ customer_open_max_orders: '7' });
  });

  it('refuses another role: a merchant and a trader neither read nor save, nor list, nor release', async () => {
    const merchant = await loggedIn(server.url, 'merchant');
    for (const client of [merchant, trader]) {
      expect((await client.get('/anti_fraud/settings')).status).toBe(403);
      expect((await client.put('/anti_fraud/settings', { enabled: 'true' })).status).toBe(403);
      expect((await client.get('/anti_fraud')).status).toBe(403);
      expect((await client.patch(`/anti_fraud/${randomUUID()}/release`)).status).toBe(403);
    }
  });
});

describe('customer rules at order creation', () => {
  it('lets nothing trip while the engine is off', async () => {
    await only([...ANTI_FRAUD_RULE_SLUGS], { enabled: 'false', customer_rate_max_orders: '1' });
    const customer = `off-${randomUUID()}`;
    for (let index = 0; index < 3; index += 1) expect((await order(customer)).status).toBe(201);
  });

  it('refuses the order past the orders per window, blocks the customer, and a release lets it order again', async () => {
    await only(['customer_rate'], { customer_rate_max_orders: '2', customer_rate_window_minutes: '60' });
    const customer = `rate-${randomUUID()}`;
    expect((await order(customer)).status).toBe(201);
    expect((await order(customer)).status).toBe(201);
    const refused = await order(customer);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('anti_fraud_refused');
    expect(refused.body.error?.message).toContain('Too many orders from one customer');
    // Another customer of the same merchant is not concerned.
    expect((await order(`other-${randomUUID()}`)).status).toBe(201);
    const [item] = await casesOf({ rule: 'customer_rate', target: customer });
    expect(item).toMatchObject({ is_approved: false, target: { type: 'customer' }, effect: { slug: 'customer_blocked', until: null } });
    expect(item!.target).toMatchObject({ username: customer, merchant: { username: 'merchant' } });
    expect(item!.evidence.figures).toContainEqual({ key: 'orders_in_window', title: 'Orders within the window', value: '3' });
    expect(item!.evidence.orders).toHaveLength(2);
    const [unprocessed] = await server.db.query<{ reason_codes: string[]; reason_params: { rule: string } }>(
      `SELECT reason_codes, reason_params FROM unprocessed_orders WHERE payload ->> 'customer_id' = $1`,
      [customer],
    );
    expect(unprocessed).toMatchObject({ reason_codes: ['anti_fraud'], reason_params: { rule: 'customer_rate' } });
    // Blocked: even with the rule off now, the case in force refuses the customer; a repeat opens no second case.
    await only(['customer_open']);
    expect((await order(customer)).status).toBe(422);
    expect(await casesOf({ rule: 'customer_rate', target: customer })).toHaveLength(1);
    const released = await release(item!.guid);
    expect(released).toMatchObject({ is_approved: true, approved_by: { username: 'admin' } });
    expect(released.approved_at).not.toBeNull();
    await only(['customer_rate'], { customer_rate_max_orders: '2' });
    expect((await order(customer)).status).toBe(201);
    const [audit] = await server.db.query<{ actor_id: string }>(
      `SELECT actor_id FROM audit_log WHERE action = 'anti_fraud.case_released' AND entity_id = $1`,
      [item!.guid],
    );
    expect(audit).toBeDefined();
    // Released once is released: a second release is refused.
    expect((await admin.patch(`/anti_fraud/${item!.guid}/release`)).body.error?.code).toBe('anti_fraud_case_released');
  });

  it('refuses the order past the open orders at once, but only that order', async () => {
    await only(['customer_open'], { customer_open_max_orders: '2' });
    const customer = `open-${randomUUID()}`;
    const first = await order(customer);
    expect(first.status).toBe(201);
    expect((await order(customer)).status).toBe(201);
    expect((await order(customer)).status).toBe(422);
    const [item] = await casesOf({ rule: 'customer_open', target: customer });
    expect(item!.effect.slug).toBe('order_refused');
    // One closes: the customer has room again, with the case still open for a look.
    expect((await api.call('POST', `/orders/${first.body.data!.id}/cancel`)).status).toBe(200);
    expect((await order(customer)).status).toBe(201);
  });

  it('blocks a customer whose latest orders were all canceled, for the block time; one fewer is fine', async () => {
    await only(['customer_cancel_streak'], { customer_cancel_streak_length: '2', customer_cancel_block_minutes: '30' });
    const customer = `streak-${randomUUID()}`;
    const first = await order(customer);
    expect((await api.call('POST', `/orders/${first.body.data!.id}/cancel`)).status).toBe(200);
    const second = await order(customer);
    expect(second.status).toBe(201);
    expect((await api.call('POST', `/orders/${second.body.data!.id}/cancel`)).status).toBe(200);
    expect((await order(customer)).status).toBe(422);
    const [item] = await casesOf({ rule: 'customer_cancel_streak', target: customer });
    expect(item!.effect.slug).toBe('customer_blocked');
    expect(new Date(item!.effect.until!).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await order(customer)).status).toBe(422);
    await release(item!.guid);
    expect((await order(customer)).status).toBe(201);
  });

  it('holds a first-time customer to the lower amount: at the limit passes, a kopeck more is refused, a paying customer is not held', async () => {
    await only(['customer_first_order'], { customer_first_order_max: 'RUB 1000' });
    const customer = `first-${randomUUID()}`;
    const atLimit = await order(customer, '1000.00');
    expect(atLimit.status).toBe(201);
    const above = await order(customer, '1000.01');
    expect(above.status).toBe(422);
    expect(above.body.error?.message).toContain('First order above the limit');
    expect((await trader.post(`/order/${atLimit.body.data!.id}/set-paid`, { amount: '1000.00' })).status).toBe(200);
    expect((await order(customer, '1500.00')).status).toBe(201);
    // An order without a customer id is never screened.
    expect((await order(null, '9000.00')).status).toBe(201);
  });
});

describe('trader, requisite and receipt rules in the sweep', () => {
  const routedTo = async () => {
    const answer = await order(null);
    return answer.status;
  };

  it('stops a trader confirming faster than a person at the count, the routing skips it, a release restores it', async () => {
    const [{ total }] = (await server.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM order_history h JOIN orders o ON o.id = h.order_id
       WHERE h.to_status = 'paid' AND h.actor_id = o.trader_id AND o.trader_id = $1`,
      [traderId],
    )) as [{ total: number }];
    await only(['trader_fast_confirm'], { trader_fast_confirm_seconds: '600', trader_fast_confirm_count: String(total + 2) });
    const confirm = async () => {
      const created = await order(null);
      expect((await trader.post(`/order/${created.body.data!.id}/set-paid`, { amount: created.body.data!.fiat.amount })).status).toBe(200);
    };
    await confirm();
    expect(await sweep()).toBe(0);
    await confirm();
    expect(await sweep()).toBe(1);
    const [item] = await inForce('trader_fast_confirm');
    expect(item).toMatchObject({ target: { type: 'trader', username: 'trader', uuid: traderId }, effect: { slug: 'trader_stopped' } });
    const refused = await order(null);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('no_executor');
    expect(refused.body.error?.message).toContain('stopped by an anti-fraud case');
    // A second sweep opens nothing new while the case is in force.
    expect(await sweep()).toBe(0);
    await release(item!.guid);
    expect(await routedTo()).toBe(201);
    // What was counted before the release is forgiven.
    expect(await sweep()).toBe(0);
  });

  it('stops a trader at the count of disputes lost within the period', async () => {
    await only(['trader_lost_disputes'], { trader_lost_disputes_count: '2', trader_lost_disputes_days: '30' });
    const lose = async () => {
      const created = await order(null);
      await server.db.query(
        `INSERT INTO disputes (id, order_id, merchant_id, trader_id, reason, status, order_status_before, deadline_at, resolved_at)
         VALUES ($1, $2, $3, $4, 'wrong_details', 'resolved', 'paid', now(), now())`,
        [randomUUID(), created.body.data!.id, merchantId, traderId],
      );
    };
    await lose();
    expect(await sweep()).toBe(0);
    await lose();
    expect(await sweep()).toBe(1);
    const [item] = await inForce('trader_lost_disputes');
    expect(item!.evidence.figures).toContainEqual({ key: 'lost_disputes', title: 'Disputes lost', value: '2' });
    expect(await routedTo()).toBe(422);
    await release(item!.guid);
    expect(await routedTo()).toBe(201);
  });

  it('stops a trader at the count of payments without an order', async () => {
    await only(['trader_unmatched_payments'], { trader_unmatched_payments_count: '2', trader_unmatched_payments_hours: '24' });
    const [terminal] = await server.db.query<{ id: string }>(
      `INSERT INTO terminals (id, user_id, name, status) VALUES (gen_random_uuid(), $1, 'Phone', 'enabled') RETURNING id`,
      [traderId],
    );
    const unmatched = () =>
      server.db.query(
        `INSERT INTO terminal_notifications (id, terminal_id, user_id, device_item_id, source, body, received_at, outcome)
         VALUES (gen_random_uuid(), $1, $2, gen_random_uuid()::text, '900', 'Incoming 500 RUB', now(), 'unmatched')`,
        [terminal!.id, traderId],
      );
    await unmatched();
    expect(await sweep()).toBe(0);
    await unmatched();
    expect(await sweep()).toBe(1);
    const [item] = await inForce('trader_unmatched_payments');
    expect(item!.effect.slug).toBe('trader_stopped');
    expect(await routedTo()).toBe(422);
    await release(item!.guid);
    expect(await routedTo()).toBe(201);
  });

  it('pauses a requisite beyond its pace: routing leaves it out until released', async () => {
    await only(['requisite_pace'], { requisite_pace_min_orders: '60', requisite_pace_factor: '3' });
    const [{ hour }] = (await server.db.query<{ hour: number }>(
      `SELECT count(*)::int AS hour FROM orders WHERE requisite_id = $1 AND created_at > now() - interval '1 hour'`,
      [requisiteId],
    )) as [{ hour: number }];
    // No earlier days: the requisite's usual pace is nothing, so the floor decides, one below it and at it.
    await only(['requisite_pace'], { requisite_pace_min_orders: String(hour + 1), requisite_pace_factor: '3' });
    expect(await sweep()).toBe(0);
    expect(await routedTo()).toBe(201);
    expect(await sweep()).toBe(1);
    const [item] = await inForce('requisite_pace');
    expect(item).toMatchObject({
      target: { type: 'requisite', username: 'Card', uuid: requisiteId },
      effect: { slug: 'requisite_paused' },
    });
    const refused = await order(null);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toContain('no active requisite');
    await release(item!.guid);
    expect(await routedTo()).toBe(201);
  });

  it('blocks the customer who gave the receipt of another order', async () => {
    await only(['receipt_reused']);
    const customer = `receipt-${randomUUID()}`;
    const first = await order(`first-${randomUUID()}`);
    const second = await order(customer);
    const receipt = (orderId: string, sha: string) =>
      server.db.query(
        `INSERT INTO order_receipts (id, order_id, file_name, content_type, size_bytes, sha256, storage_key)
         VALUES ($1, $2, 'r.pdf', 'application/pdf', 10, $3, $4)`,
        [randomUUID(), orderId, sha, `${orderId}/${randomUUID()}`],
      );
    const sha = randomUUID().replace(/-/g, '');
    await receipt(first.body.data!.id, sha);
    expect(await sweep()).toBe(0);
    await receipt(second.body.data!.id, sha);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const [item] = await casesOf({ rule: 'receipt_reused', target: customer });
    expect(item!.effect.slug).toBe('customer_blocked');
    expect(item!.evidence.orders).toContain(first.body.data!.id);
    expect((await order(customer)).status).toBe(422);
  });
});

describe('the receipt check', () => {
  const upload = (bytes: Buffer, type: string) =>
    admin.post<ReceiptCheckAnswer>('/anti_fraud/receipt-check', {
      name: 'receipt',
      content: `data:${type};base64,${bytes.toString('base64')}`,
    });

  it('reads a PDF receipt and finds the order of that amount, day and card tail', async () => {
    await only([]);
    const created = await order(null, '4321.50');
    const day = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
    const answer = await upload(
      receiptPdf(['Sberbank', 'Amount: 4 321,50 RUB', `Date: ${day} 10:00`, 'Card **** 4242']),
      'application/pdf',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      text_read: true,
      content_type: 'application/pdf',
      read: { amount: '4321.50', card_tail: '4242' },
    });
    expect(answer.body.data!.matches.map((match) => match.guid)).toContain(created.body.data!.id);
    expect(answer.body.data!.used).toEqual([]);
  });

  it('says where the same bytes were already given for an order', async () => {
    const created = await order(null);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);
    const { createHash } = await import('node:crypto');
    await server.db.query(
      `INSERT INTO order_receipts (id, order_id, file_name, content_type, size_bytes, sha256, storage_key)
       VALUES ($1, $2, 'r.png', 'image/png', $3, $4, $5)`,
      [
        randomUUID(),
        created.body.data!.id,
        png.length,
        createHash('sha256').update(png).digest('hex'),
        `${created.body.data!.id}/${randomUUID()}`,
      ],
    );
    const answer = await upload(png, 'image/png');
    expect(answer.body.data).toMatchObject({ text_read: false, content_type: 'image/png', matches: [] });
    expect(answer.body.data!.used).toEqual([
      expect.objectContaining({ kind: 'order_receipt', order: expect.objectContaining({ guid: created.body.data!.id }) }),
    ]);
  });

  it('refuses a file that is not a receipt by its content, and one too large', async () => {
    const text = await upload(Buffer.from('just text'), 'application/pdf');
    expect(text.status).toBe(422);
    expect(text.body.error?.code).toBe('anti_fraud_file_type');
    const big = await upload(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]), 'application/pdf');
    expect(big.status).toBe(413);
    expect(big.body.error?.code).toBe('anti_fraud_file_size');
  });
});

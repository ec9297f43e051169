import { fromMinor, USDT_SCALE, type Flow, type MerchantOrder, type PartnerConnection, type PartnerSystem } from '@paydesk/contract';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { checkLedger } from '../ledger/ledger.check';
import { getPartnerBalance, getUserBalances, postTransfer } from '../ledger/ledger.service';
import { signWebhook } from '../webhooks';

/**
 * Two instances of the platform in one test: B's merchant credentials make B a partner of A. A
 * pay-in routed on A to B is created on B, paid there by B's trader, and settles on A once.
 */
const NOTIFICATION_KEY = 'partner-b-notification-key-1';
const env = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', PARTNER_TIMEOUT_MS: '3000', PARTNER_BREAKER_FAILURES: '3' };

let a: TestServer;
let b: TestServer;
let adminA: TestClient;
let apiA: Awaited<ReturnType<typeof merchantApi>>;
let apiB: Awaited<ReturnType<typeof merchantApi>>;
let traderB: TestClient;
let partner: PartnerSystem;
let traderA: string;
let sequence = 0;

const fundPartner = (server: TestServer, slug: string, amount: bigint, key: string) =>
  server.db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { partner: slug, part: 'available' },
      currency: 'USDT',
      amount,
      kind: 'test_funding',
      idempotencyKey: key,
    }),
  );

const partnerHeld = async (server: TestServer, slug: string) =>
  BigInt(
    (
      await server.db.query<{ balance: string }>(
        "SELECT balance::text FROM ledger_accounts WHERE partner_slug = $1 AND part = 'held' AND currency = 'USDT'",
        [slug],
      )
    )[0]?.balance ?? '0',
  );

const payIn = (amount = '1500.00') =>
  apiA.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `via-b-${++sequence}`,
    amount,
    currency: 'RUB',
    payment_type: 'card',
  });

const rowOnA = async (id: string) =>
  (
    await a.db.query<{ status: string; partner_slug: string | null; partner_order_id: string | null; trader_id: string | null }>(
      'SELECT status, partner_slug, partner_order_id, trader_id FROM orders WHERE id = $1',
      [id],
    )
  )[0]!;

const statusOnB = async (id: string) => (await apiB.call<MerchantOrder>('GET', `/orders/${id}`)).body.data!.status;

/** A live flow on A whose first executor (priority 10) is this partner, then A's own trader. */
const partnerFirstFlow = async (slug: string) => {
  let flow: Flow = await liveFlow(a, [traderA]);
  flow = (await adminA.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'partner', executor_id: slug })).body.data!;
  const bound = flow.executors.find((executor) => executor.partner?.slug === slug)!;
  await adminA.patch(`/flow/${flow.uuid}/executor/${bound.bind_id}/priority`, { priority: 10 });
  return flow;
};

const ledgersClean = async () => {
  expect(await checkLedger(a.db)).toEqual([]);
  expect(await checkLedger(b.db)).toEqual([]);
};

beforeAll(async () => {
  [a, b] = await Promise.all([startTestServer({ startJobs: false, env }), startTestServer({ startJobs: false, env })]);
  // B: its trader takes RUB pay-ins; its merchant's webhooks go to A's partner hooks.
  const idsB = await userIds(b);
  await readyTrader(b, idsB.get('trader')!, '2200111122223333');
  await fundUser(b, idsB.get('trader')!, 1_000_000_000n, 'b-trader');
  await liveFlow(b, [idsB.get('trader')!]);
  apiB = await merchantApi(b);
  traderB = await loggedIn(b.url, 'trader');

  // A: B is added by an admin as a partner, with B's merchant key, secret and notification key.
  adminA = await loggedIn(a.url, 'admin');
  apiA = await merchantApi(a);
  const created = await adminA.post<PartnerSystem>('/partner-system', {
    title: 'Paydesk B',
    base_url: `${b.url}/`,
    api_key: apiB.key,
    secret_key: apiB.secret,
    notification_key: NOTIFICATION_KEY,
    fiat_currencies: ['RUB'],
    payment_options: ['card', 'sbp'],
  });
  expect(created.status).toBe(200);
  partner = created.body.data!;

  const merchantB = await loggedIn(b.url, 'merchant');
  expect((await merchantB.patch('/user/notification_key', { notification_key: NOTIFICATION_KEY })).status).toBe(200);
  expect((await merchantB.patch('/user/notification_url', { notification_url: `${a.url}${partner.webhook_path}` })).status).toBe(200);

  traderA = (await userIds(a)).get('trader')!;
  await readyTrader(a, traderA, '4276380012345678');
  await fundUser(a, traderA, 1_000_000_000n, 'a-trader');
  await fundPartner(a, partner.partner.slug, 100_000_000n, 'a-partner-b');
  await partnerFirstFlow(partner.partner.slug);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('another Paydesk instance as a partner', () => {
  it('is added with its keys sealed: the list shows its address and never its secrets', async () => {
    expect(partner).toMatchObject({
      kind: 'paydesk',
      base_url: b.url,
      partner: { title: 'Paydesk B' },
      fiat_currencies: [{ code: 'RUB' }],
      payment_options: [
        { slug: 'card', title: 'Bank card' },
        { slug: 'sbp', title: 'SBP phone transfer' },
      ],
      health: { failures: 0, last_error: null, retry_at: null },
    });
    const listed = JSON.stringify((await adminA.get<PartnerSystem[]>('/partner-system')).body);
    expect(listed).not.toContain(apiB.secret);
    expect(listed).not.toContain(NOTIFICATION_KEY);
    const [stored] = await a.db.query<{ secret_key: string; notification_key: string }>(
      'SELECT secret_key, notification_key FROM partner_systems WHERE slug = $1',
      [partner.partner.slug],
    );
    expect(stored!.secret_key).not.toContain(apiB.secret);
    expect(stored!.notification_key).not.toContain(NOTIFICATION_KEY);
  });

  it('tests the connection with a balance call and says so in the reader’s language', async () => {
    const ok = await adminA.post<PartnerConnection>(`/partner-system/${partner.partner.slug}/test`);
    expect(ok.body.data).toEqual({
      ok: true,
      message: 'The partner answered: its balance is 0.000000 USDT.',
      balance: { amount: '0.000000', currency: { code: 'USDT' } },
    });
    adminA.language = 'ru';
    const ru = await adminA.post<PartnerConnection>(`/partner-system/${partner.partner.slug}/test`);
    adminA.language = 'en';
    expect(ru.body.data!.message).toBe('Партнёр ответил: его баланс 0.000000 USDT.');
  });

  it('creates a pay-in on B, B’s trader confirms it, and it settles on A exactly once', async () => {
    const merchantA = (await userIds(a)).get('merchant')!;
    const before = (await getUserBalances(a.db, merchantA, 'USDT')).available;
    const created = await payIn();
    expect(created.status).toBe(201);
    const order = created.body.data!;
    const row = await rowOnA(order.id);
    expect(row).toMatchObject({ partner_slug: partner.partner.slug, trader_id: null, status: 'new' });
    // The customer pays to B's trader's card, shown on A's order.
    expect(order.payment_details.card_number).toBe('2200111122223333');
    expect(await partnerHeld(a, partner.partner.slug)).toBe(15_000_000n);

    // On B the order is A's merchant order, named after A's order id, and a repeated create answers the same order.
    const onB = (await apiB.call<MerchantOrder>('GET', `/orders/${row.partner_order_id}`)).body.data!;
    expect(onB).toMatchObject({ merchant_order_id: `pd-${order.id}`, status: 'new', fiat: { amount: '1500.00', currency: 'RUB' } });
    const adapter = (await a.app.services.partners.adapter(partner.partner.slug))!;
    const again = await adapter.createOrder({
      reference: order.id,
      direction: 'pay_in',
      amount: '1500.00',
      currency: 'RUB',
      paymentType: 'card',
    });
    expect(again.partnerOrderId).toBe(row.partner_order_id);

    // Nothing moves while B's order is open.
    expect(await a.app.services.orders.followPartners()).toBe(0);

    expect((await traderB.post(`/order/${row.partner_order_id}/set-paid`, {})).status).toBe(200);
    // B's webhook reaches A, signed, and A settles.
    await b.app.services.webhooks.deliverDue();
    await expect.poll(async () => (await rowOnA(order.id)).status, { timeout: 10_000 }).toBe('paid');
    expect((await getUserBalances(a.db, merchantA, 'USDT')).available - before).toBe(14_550_000n);
    expect(await partnerHeld(a, partner.partner.slug)).toBe(0n);

    // The poll and a second delivery of the same webhook settle nothing more.
    expect(await a.app.services.orders.followPartners()).toBe(0);
    const [event] = await b.db.query<{ id: string }>(
      "SELECT d.id FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE d.order_id = $1 AND e.type = 'order.paid'",
      [row.partner_order_id],
    );
    expect(event).toBeDefined();
    await b.db.query("UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), locked_until = NULL WHERE id = $1", [
      event!.id,
    ]);
    await b.app.services.webhooks.deliverDue();
    const settles = await a.db.query(
      "SELECT id FROM ledger_transfers WHERE reference_type = 'order' AND reference_id = $1 AND kind = 'order_settlement'",
      [order.id],
    );
    expect(settles).toHaveLength(1);
    const history = await a.db.query<{ to_status: string; job: string }>(
      'SELECT to_status, job FROM order_history WHERE order_id = $1 ORDER BY created_at',
      [order.id],
    );
    expect(history.filter((line) => line.to_status === 'paid')).toEqual([{ to_status: 'paid', job: 'partner-status' }]);
    await ledgersClean();
  });

  it('cancels on A when the order is canceled on B (webhook) and when it expires on B (the poll)', async () => {
    const canceled = (await payIn('1600.00')).body.data!;
    const canceledRow = await rowOnA(canceled.id);
    expect(canceledRow.partner_slug).toBe(partner.partner.slug);
    expect((await apiB.call('POST', `/orders/${canceledRow.partner_order_id}/cancel`)).status).toBe(200);
    await b.app.services.webhooks.deliverDue();
    await expect.poll(async () => (await rowOnA(canceled.id)).status, { timeout: 10_000 }).toBe('canceled');

    const expiring = (await payIn('1700.00')).body.data!;
    const expiringRow = await rowOnA(expiring.id);
    // B's webhooks do not reach A this time: the poll finds the expiry.
    await b.db.query("UPDATE webhook_deliveries SET status = 'skipped' WHERE status = 'pending'");
    await b.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [expiringRow.partner_order_id]);
    expect(await b.app.services.orders.expireDue()).toBe(1);
    await b.db.query("UPDATE webhook_deliveries SET status = 'skipped' WHERE status = 'pending'");
    expect(await statusOnB(expiringRow.partner_order_id!)).toBe('canceled');
    expect(await a.app.services.orders.followPartners()).toBe(1);
    expect((await rowOnA(expiring.id)).status).toBe('canceled');
    expect(await partnerHeld(a, partner.partner.slug)).toBe(0n);
    expect(await getPartnerBalance(a.db, partner.partner.slug, 'USDT')).toBe(100_000_000n - 15_000_000n);
    await ledgersClean();
  });

  it('cancels on B what is canceled on A by its merchant or by its time running out', async () => {
    const canceled = (await payIn('1610.00')).body.data!;
    const expiring = (await payIn('1710.00')).body.data!;
    const [canceledRow, expiringRow] = [await rowOnA(canceled.id), await rowOnA(expiring.id)];
    expect(canceledRow.partner_slug).toBe(partner.partner.slug);
    expect(expiringRow.partner_slug).toBe(partner.partner.slug);
    expect((await apiA.call('POST', `/orders/${canceled.id}/cancel`)).status).toBe(200);
    await a.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [expiring.id]);
    expect(await a.app.services.orders.expireDue()).toBe(1);
    const pending = async () =>
      (await a.db.query<{ id: string }>('SELECT id FROM orders WHERE partner_cancel_pending ORDER BY id')).map((row) => row.id).sort();
    expect(await pending()).toEqual([canceled.id, expiring.id].sort());

    // The poll asks B to cancel both, and asks no more once B has.
    expect(await a.app.services.orders.followPartners()).toBe(0);
    expect(await statusOnB(canceledRow.partner_order_id!)).toBe('canceled');
    expect(await statusOnB(expiringRow.partner_order_id!)).toBe('canceled');
    expect(await pending()).toEqual([]);
    // B's webhooks about those cancels change nothing more on A.
    await b.app.services.webhooks.deliverDue();
    expect((await rowOnA(canceled.id)).status).toBe('canceled');
    expect(await partnerHeld(a, partner.partner.slug)).toBe(0n);
    await ledgersClean();
  });

  it('opens a dispute on A when B was paid for an order A had canceled before B heard of it', async () => {
    const order = (await payIn('1620.00')).body.data!;
    const row = await rowOnA(order.id);
    expect((await apiA.call('POST', `/orders/${order.id}/cancel`)).status).toBe(200);
    // B's trader confirms before A's cancel reaches B.
    expect((await traderB.post(`/order/${row.partner_order_id}/set-paid`, {})).status).toBe(200);
    expect(await a.app.services.orders.followPartners()).toBe(0);
    expect(await statusOnB(row.partner_order_id!)).toBe('paid');
    expect((await rowOnA(order.id)).status).toBe('dispute');
    const [dispute] = await a.db.query<{ reason: string }>('SELECT reason FROM disputes WHERE order_id = $1', [order.id]);
    expect(dispute).toEqual({ reason: 'payment_after_cancel' });
    // The webhooks B sends afterwards open nothing more.
    await b.app.services.webhooks.deliverDue();
    expect(await a.db.query('SELECT id FROM disputes WHERE order_id = $1', [order.id])).toHaveLength(1);
    await ledgersClean();
  });

  it('moves on to A’s own trader when B refuses the order, with B’s reason kept', async () => {
    await b.db.query('UPDATE trader_profiles SET deposit_open = false');
    try {
      const taken = (await payIn('1800.00')).body.data!;
      expect(await rowOnA(taken.id)).toMatchObject({ partner_slug: null, trader_id: traderA });
      await a.db.query('UPDATE trader_profiles SET deposit_open = false WHERE user_id = $1', [traderA]);
      const refused = await payIn('1900.00');
      expect(refused.status).toBe(422);
      const [unprocessed] = await a.db.query<{
        attempts: { partner_slug: string | null; reason_code: string; reason_params?: { detail: string } }[];
      }>('SELECT attempts FROM unprocessed_orders WHERE merchant_order_id = $1', [`via-b-${sequence}`]);
      const attempt = unprocessed!.attempts.find((item) => item.partner_slug === partner.partner.slug)!;
      expect(attempt.reason_code).toBe('partner_refused');
      expect(attempt.reason_params!.detail).toMatch(/trader|executor/i);
      expect(refused.body.error!.message).toContain('the partner system refused the order');
      // A refusal is a working partner's answer: its breaker stays closed.
      expect((await adminA.get<PartnerSystem>(`/partner-system/${partner.partner.slug}`)).body.data!.health.failures).toBe(0);
    } finally {
      await b.db.query('UPDATE trader_profiles SET deposit_open = true');
      await a.db.query('UPDATE trader_profiles SET deposit_open = true WHERE user_id = $1', [traderA]);
    }
  });
});

describe("the partner's balance log", () => {
  it('records what the balance call answers, and a pay-out it cannot cover skips the partner with the reason', async () => {
    const merchantB = (await userIds(b)).get('merchant')!;
    const onB = (await getUserBalances(b.db, merchantB, 'USDT')).available;
    expect(onB).toBeGreaterThan(0n);
    // The recurring job's row in the jobs table, claimed and run by the job runner as every job is.
    await a.app.jobs.runner.enqueue(a.db, 'partner-balance', 'partner-balance', {});
    expect(await a.app.jobs.runner.runDue()).toBe(1);
    const [job] = await a.db.query<{ status: string; last_error: string | null; due_later: boolean }>(
      "SELECT status, last_error, run_at > now() + interval '30 seconds' AS due_later FROM jobs WHERE key = 'partner-balance'",
    );
    expect(job).toEqual({ status: 'due', last_error: null, due_later: true });
    const log = (
      await adminA.get<{ items: { created_at: string; balance: { amount: string; currency: { code: string } } }[] }>(
        `/partner-system/${partner.partner.slug}/balance-log`,
      )
    ).body.data!;
    // The newest first: what B's merchant holds there now, after the earlier connection tests' zero.
    expect(log.items[0]!.balance).toEqual({ amount: fromMinor(onB, USDT_SCALE), currency: { code: 'USDT' } });
    expect(log.items.at(-1)!.balance.amount).toBe('0.000000');

    // A pay-out larger than that balance: B is not asked, and the reason says why (in Russian too).
    const merchantA = (await userIds(a)).get('merchant')!;
    await fundUser(a, merchantA, 1_000_000_000n, 'a-merchant-payouts');
    const flows = await adminA.get<{ items: Flow[] }>('/flow?count=100');
    for (const flow of flows.body.data!.items) {
      const bound = flow.executors.find((executor) => executor.partner?.slug === partner.partner.slug);
      if (!bound) continue;
      await adminA.patch(`/flow/${flow.uuid}/executor/${bound.bind_id}/fees`, {
        fees: [{ direction: 'pay_out', min_amount: '0', max_amount: null, percentage: '1' }],
      });
    }
    const before = (await b.db.query<{ n: string }>('SELECT count(*)::text AS n FROM orders')).at(0)!.n;
    const refused = await apiA.call(
      'POST',
      '/orders',
      {
        direction: 'pay_out',
        merchant_order_id: `via-b-${++sequence}`,
        amount: '5000.00',
        currency: 'RUB',
        payment_type: 'sbp',
        recipient: { payment_option: 'tbank_sbp', attributes: { phone: '+7 900 123-45-67', holder: 'IVAN PETROV' } },
      },
      { 'x-language': 'ru' },
    );
    expect(refused.status).toBe(422);
    const [unprocessed] = await a.db.query<{ attempts: { partner_slug: string | null; reason_code: string; reason_params: unknown }[] }>(
      'SELECT attempts FROM unprocessed_orders WHERE merchant_order_id = $1',
      [`via-b-${sequence}`],
    );
    expect(unprocessed!.attempts.find((item) => item.partner_slug === partner.partner.slug)).toMatchObject({
      reason_code: 'partner_balance_low',
      reason_params: { balance: fromMinor(onB, USDT_SCALE), amount: '50.000000' },
    });
    expect(refused.body.error!.localized_message).toContain(
      `баланса платёжной системы партнёра (${fromMinor(onB, USDT_SCALE)} USDT) не хватает`,
    );
    expect((await b.db.query<{ n: string }>('SELECT count(*)::text AS n FROM orders')).at(0)!.n).toBe(before);
    await ledgersClean();
  });
});

describe('webhooks from a partner instance', () => {
  const post = (slug: string, body: string, headers: Record<string, string>) =>
    fetch(`${a.url}/api/partner-hooks/${slug}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const signed = (body: string, key = NOTIFICATION_KEY, at = Math.floor(Date.now() / 1000)) => ({
    'webhook-id': 'msg_test',
    'webhook-timestamp': String(at),
    'webhook-signature': signWebhook(key, 'msg_test', at, body),
  });

  it('refuses a forged, stale or unexpected notification and changes nothing', async () => {
    const order = (await payIn('2000.00')).body.data!;
    const row = await rowOnA(order.id);
    const body = JSON.stringify({ id: 'msg_test', type: 'order.paid', data: { id: row.partner_order_id, status: 'paid' } });
    expect((await post(partner.partner.slug, body, signed(body, 'another-key-entirely'))).status).toBe(401);
    expect((await post(partner.partner.slug, body, signed(body, NOTIFICATION_KEY, Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
    expect((await post(partner.partner.slug, body, {})).status).toBe(401);
    expect((await post('sandbox', body, signed(body))).status).toBe(404);
    const stranger = JSON.stringify({
      id: 'msg_test',
      type: 'order.paid',
      data: { id: '0190c6a0-0000-7000-8000-000000000000', status: 'paid' },
    });
    const refused = await post(partner.partner.slug, stranger, { ...signed(stranger), 'x-language': 'ru' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { localized_message: string } }).error.localized_message).toContain('Уведомление');
    expect((await rowOnA(order.id)).status).toBe('new');
    await ledgersClean();
  });
});

describe('a partner instance that cannot be reached', () => {
  it('is passed over for the next executor, then skipped by its breaker, shown on the list with its last error', async () => {
    const closed = await adminA.post<PartnerSystem>('/partner-system', {
      title: 'Closed port',
      base_url: 'http://127.0.0.1:9',
      api_key: 'closed-port-key',
      secret_key: 'closed-port-secret',
      fiat_currencies: ['RUB'],
      payment_options: ['card'],
    });
    const slug = closed.body.data!.partner.slug;
    await fundPartner(a, slug, 100_000_000n, 'a-closed-partner');
    // The unreachable partner first, B out of the way.
    await a.db.query("UPDATE partner_systems SET is_active = false WHERE adapter = 'paydesk' AND slug <> $1", [slug]);
    await partnerFirstFlow(slug);
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const taken = (await payIn(`${2100 + attempt}.00`)).body.data!;
        expect(await rowOnA(taken.id)).toMatchObject({ partner_slug: null, trader_id: traderA });
      }
      const shown = (await adminA.get<PartnerSystem>(`/partner-system/${slug}`)).body.data!;
      expect(shown.health.failures).toBe(3);
      expect(shown.health.last_error).toMatch(/ECONNREFUSED|connect/i);
      const retryAt = Date.parse(shown.health.retry_at!);
      expect(retryAt - Date.now()).toBeGreaterThan(50_000);
      expect(retryAt - Date.now()).toBeLessThanOrEqual(60_000);

      // Open: the partner is not called at all, and the reason says until when.
      await a.db.query('UPDATE trader_profiles SET deposit_open = false WHERE user_id = $1', [traderA]);
      const refused = await payIn('2200.00');
      expect(refused.status).toBe(422);
      const [unprocessed] = await a.db.query<{ attempts: { partner_slug: string | null; reason_code: string }[] }>(
        'SELECT attempts FROM unprocessed_orders WHERE merchant_order_id = $1',
        [`via-b-${sequence}`],
      );
      expect(unprocessed!.attempts.find((item) => item.partner_slug === slug)!.reason_code).toBe('partner_paused');
      expect((await adminA.get<PartnerSystem>(`/partner-system/${slug}`)).body.data!.health.failures).toBe(3);

      // Once the pause is over, one more failure opens it again for twice as long.
      await a.db.query("UPDATE partner_health SET paused_until = now() - interval '1 second' WHERE partner_slug = $1", [slug]);
      await a.db.query('UPDATE trader_profiles SET deposit_open = true WHERE user_id = $1', [traderA]);
      await payIn('2300.00');
      const reopened = (await adminA.get<PartnerSystem>(`/partner-system/${slug}`)).body.data!;
      expect(reopened.health.failures).toBe(4);
      expect(Date.parse(reopened.health.retry_at!) - Date.now()).toBeGreaterThan(110_000);

      // The pause doubles no further than its limit (15 minutes by default).
      await a.db.query("UPDATE partner_health SET pause_ms = 800000, paused_until = now() - interval '1 second' WHERE partner_slug = $1", [
        slug,
      ]);
      await payIn('2310.00');
      const [capped] = await a.db.query<{ pause_ms: number; seconds: number }>(
        'SELECT pause_ms, extract(epoch FROM paused_until - now())::int AS seconds FROM partner_health WHERE partner_slug = $1',
        [slug],
      );
      expect(capped!.pause_ms).toBe(900_000);
      expect(capped!.seconds).toBeGreaterThan(890);

      const test = await adminA.post<PartnerConnection>(`/partner-system/${slug}/test`);
      expect(test.body.data).toMatchObject({ ok: false, balance: null });
      expect(test.body.data!.message).toMatch(/^The partner did not answer as it should: /);
    } finally {
      await a.db.query('UPDATE trader_profiles SET deposit_open = true WHERE user_id = $1', [traderA]);
      await a.db.query('UPDATE partner_systems SET is_active = (slug <> $1)', [slug]);
    }
    await ledgersClean();
  });
});

describe('a partner instance that does not answer', () => {
  it('holds no transaction while it is asked, gives up at the timeout, and is skipped at once after three', async () => {
    // Takes every request and never answers.
    const seen: http.IncomingMessage[] = [];
    const silent = http.createServer((req) => void seen.push(req));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const created = await adminA.post<PartnerSystem>('/partner-system', {
      title: 'Silent',
      base_url: `http://127.0.0.1:${port}`,
      api_key: 'silent-partner-key',
      secret_key: 'silent-partner-secret',
      fiat_currencies: ['RUB'],
      payment_options: ['card'],
    });
    const slug = created.body.data!.partner.slug;
    await fundPartner(a, slug, 100_000_000n, 'a-silent-partner');
    await a.db.query('UPDATE partner_systems SET is_active = (slug = $1) WHERE adapter = $2', [slug, 'paydesk']);
    await partnerFirstFlow(slug);
    try {
      const timed = async (amount: string) => {
        const started = Date.now();
        const answer = await payIn(amount);
        return { answer, ms: Date.now() - started };
      };
      const first = timed('2410.00');
      await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(1);
      // While the partner is being asked, A's database holds no open transaction.
      const [open] = await a.db.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'",
      );
      expect(open!.n).toBe('0');
      const { answer, ms } = await first;
      expect(await rowOnA(answer.body.data!.id)).toMatchObject({ partner_slug: null, trader_id: traderA });
      expect(ms).toBeGreaterThanOrEqual(2_900);
      expect(ms).toBeLessThan(8_000);
      for (const amount of ['2420.00', '2430.00']) await timed(amount);
      // The breaker is open: the next order does not wait for the silent partner at all.
      const after = await timed('2440.00');
      expect(await rowOnA(after.answer.body.data!.id)).toMatchObject({ partner_slug: null, trader_id: traderA });
      expect(after.ms).toBeLessThan(2_000);
      expect(seen).toHaveLength(3);
      const shown = (await adminA.get<PartnerSystem>(`/partner-system/${slug}`)).body.data!;
      expect(shown.health).toMatchObject({ failures: 3, last_error: 'no answer within 3000 ms' });
    } finally {
      await a.db.query("UPDATE partner_systems SET is_active = (slug <> $1) WHERE adapter = 'paydesk' OR slug = $1", [slug]);
      for (const req of seen) req.socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
    await ledgersClean();
  }, 60_000);
});

import type { Flow, MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { getPartnerBalance, getUserBalances, postTransfer } from '../ledger/ledger.service';

// The sandbox reports an order paid ten latencies after taking it.
const LATENCY_MS = 200;

const fundPartner = (server: TestServer, amount: bigint, key: string) =>
  server.db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { partner: 'sandbox', part: 'available' },
      currency: 'USDT',
      amount,
      kind: 'test_funding',
      idempotencyKey: key,
    }),
  );

const partnerHeld = async (server: TestServer) =>
  BigInt(
    (
      await server.db.query<{ balance: string }>(
        "SELECT balance::text FROM ledger_accounts WHERE partner_slug = 'sandbox' AND part = 'held' AND currency = 'USDT'",
      )
    )[0]?.balance ?? '0',
  );

/** A live flow whose first executor (priority 10) is the sandbox partner and second the demo trader. */
const partnerFirstFlow = async (server: TestServer, admin: TestClient) => {
  const trader = (await userIds(server)).get('trader')!;
  await readyTrader(server, trader, '4276380012345678');
  let flow: Flow = await liveFlow(server, [trader]);
  flow = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'partner', executor_id: 'sandbox' })).body.data!;
  const partner = flow.executors.find((executor) => executor.partner?.slug === 'sandbox')!;
  await admin.patch(`/flow/${flow.uuid}/executor/${partner.bind_id}/priority`, { priority: 10 });
  return { flow, trader };
};

describe('a partner system as an executor', () => {
  let server: TestServer;
  let admin: TestClient;
  let api: Awaited<ReturnType<typeof merchantApi>>;
  let trader: string;

  beforeAll(async () => {
    server = await startTestServer({
      startJobs: false,
      env: { SANDBOX_PARTNER_LATENCY_MS: String(LATENCY_MS), SANDBOX_PARTNER_FAILURE_RATE: '0' },
    });
    admin = await loggedIn(server.url, 'admin');
    api = await merchantApi(server);
    ({ trader } = await partnerFirstFlow(server, admin));
    await fundUser(server, trader, 1_000_000_000n, 'partner-test-trader');
  });
  afterAll(() => server.close());

  it('passes a pay-in to the next executor when the partner cannot cover its hold', async () => {
    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'partner-poor-1',
      amount: '1500.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);
    const [row] = await server.db.query<{ trader_id: string | null; partner_slug: string | null }>(
      'SELECT trader_id, partner_slug FROM orders WHERE id = $1',
      [created.body.data!.id],
    );
    expect(row).toEqual({ trader_id: trader, partner_slug: null });
  });

  it('gives a pay-in to the partner, holds its USDT, shows its payment details, and settles when the partner reports it paid', async () => {
    await fundPartner(server, 100_000_000n, 'partner-test-funding');
    const merchant = (await userIds(server)).get('merchant')!;
    const merchantBefore = (await getUserBalances(server.db, merchant, 'USDT')).available;
    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'partner-1',
      amount: '1500.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);
    const order = created.body.data!;
    expect(order.crypto).toEqual({ amount: '15.000000', currency: 'USDT' });
    expect(order.payment_details).toMatchObject({ card_number: '2200700000000000', holder: 'SANDBOX PARTNER' });
    const [row] = await server.db.query<{ trader_id: string | null; partner_slug: string; partner_order_id: string }>(
      'SELECT trader_id, partner_slug, partner_order_id FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row).toMatchObject({ trader_id: null, partner_slug: 'sandbox' });
    expect(row!.partner_order_id).toMatch(/^sbx_/);
    expect(await partnerHeld(server)).toBe(15_000_000n);
    expect(await getPartnerBalance(server.db, 'sandbox', 'USDT')).toBe(85_000_000n);

    // Still pending at the partner: nothing moves.
    expect(await server.app.services.orders.followPartners()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS * 12));
    expect(await server.app.services.orders.followPartners()).toBe(1);
    expect((await api.call<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!.status).toBe('paid');
    // The merchant gets 15 USDT less its 3 % fee; the partner's hold is spent; the history names the job.
    expect((await getUserBalances(server.db, merchant, 'USDT')).available - merchantBefore).toBe(14_550_000n);
    expect(await partnerHeld(server)).toBe(0n);
    const history = await server.db.query<{ job: string; reason_code: string; reason_params: unknown }>(
      "SELECT job, reason_code, reason_params FROM order_history WHERE order_id = $1 AND to_status = 'paid'",
      [order.id],
    );
    expect(history).toEqual([
      { job: 'partner-status', reason_code: 'partner_reported', reason_params: { partner: 'sandbox', status: 'paid' } },
    ]);
  });
});

describe('a partner system that fails', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ startJobs: false, env: { SANDBOX_PARTNER_LATENCY_MS: '1', SANDBOX_PARTNER_FAILURE_RATE: '1' } });
    const admin = await loggedIn(server.url, 'admin');
    const { trader } = await partnerFirstFlow(server, admin);
    await fundUser(server, trader, 1_000_000_000n, 'failing-partner-trader');
    await fundPartner(server, 100_000_000n, 'failing-partner-funding');
  });
  afterAll(() => server.close());

  it('moves on to the next executor and records why the partner was passed over when nobody takes it', async () => {
    const api = await merchantApi(server);
    const taken = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'failing-1',
      amount: '1500.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(taken.status).toBe(201);
    expect((await server.db.query('SELECT partner_slug FROM orders WHERE id = $1', [taken.body.data!.id]))[0]).toEqual({
      partner_slug: null,
    });
    expect(await partnerHeld(server)).toBe(0n);

    await server.db.query('UPDATE trader_profiles SET deposit_open = false');
    const refused = await api.call('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'failing-2',
      amount: '1600.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(refused.status).toBe(422);
    const [unprocessed] = await server.db.query<{ attempts: { partner_slug: string | null; reason_code: string }[] }>(
      "SELECT attempts FROM unprocessed_orders WHERE merchant_order_id = 'failing-2'",
    );
    expect(unprocessed!.attempts.find((attempt) => attempt.partner_slug === 'sandbox')!.reason_code).toBe('partner_unavailable');
    expect(await partnerHeld(server)).toBe(0n);
  });
});

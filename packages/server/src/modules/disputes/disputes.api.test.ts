import { DISPUTE_FILE_MAX_BYTES, toMinor, type DisputeDetails, type MerchantDispute, type MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { checkLedger } from '../ledger/ledger.check';
import { getUserBalances, postTransfer } from '../ledger/ledger.service';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const usdt = (amount: string) => toMinor(amount, 6);

let server: TestServer;
let admin: TestClient;
let merchant: TestClient;
let trader: TestClient;
let otherMerchant: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let ids: Map<string, string>;
let sequence = 0;

const payIn = async (amount: string) => {
  const answer = await api.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `disputes-${++sequence}`,
    amount,
    currency: 'RUB',
    payment_type: 'card',
  });
  expect(answer.status).toBe(201);
  return answer.body.data!;
};
const canceled = async (amount: string) => {
  const order = await payIn(amount);
  expect((await api.call('POST', `/orders/${order.id}/cancel`)).status).toBe(200);
  return order;
};
const paid = async (amount: string) => {
  const order = await payIn(amount);
  expect((await trader.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
  return order;
};
const balances = async () => ({
  trader: await getUserBalances(server.db, ids.get('trader')!, 'USDT'),
  merchant: await getUserBalances(server.db, ids.get('merchant')!, 'USDT'),
});
const statusOf = async (orderId: string) =>
  (await server.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0]!.status;
const open = (client: TestClient, body: Record<string, unknown>) => client.post<DisputeDetails>('/dispute', { files: [], ...body });
const decide = (uuid: string, body: Record<string, unknown>) => admin.put<DisputeDetails>(`/dispute/${uuid}/status`, body);

beforeAll(async () => {
  server = await startTestServer();
  ids = await userIds(server);
  admin = await loggedIn(server.url, 'admin');
  merchant = await loggedIn(server.url, 'merchant');
  trader = await loggedIn(server.url, 'trader');
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, usdt('10000'), 'disputes-trader');
  // A manual rate of 100 (2,000 RUB is 20 USDT); the merchant pays 3 %, the trader earns 1 %.
  await liveFlow(server, [ids.get('trader')!]);
  api = await merchantApi(server);
  expect((await admin.post('/user', { username: 'other_shop', password: 'other-shop-pass-1', type: 'merchant' })).status).toBe(200);
  otherMerchant = await loggedIn(server.url, 'other_shop', 'other-shop-pass-1');
}, 60_000);

afterAll(async () => {
  expect(await checkLedger(server.db)).toEqual([]);
  await server?.close();
});

describe('a payment after cancel', () => {
  it('opened by the merchant with a file and resolved by an admin settles the order exactly as a paid one', async () => {
    const order = await canceled('2000');
    const before = await balances();
    const opened = await open(merchant, {
      order_uuid: order.id,
      reason: 'payment_after_cancel',
      amount: '2000',
      files: [{ name: 'receipt.png', content: dataUrl(PNG) }],
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      order_uuid: order.id,
      status: { slug: 'open' },
      reason: { slug: 'payment_after_cancel' },
      claimed_amount: { amount: '2000.00' },
      files: [{ name: 'receipt.png', content_type: 'image/png', size: PNG.length }],
    });
    expect(await statusOf(order.id)).toBe('dispute');
    expect(await balances()).toEqual(before);

    const resolved = await decide(opened.body.data!.uuid, { status: 'resolved' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: { slug: 'resolved' }, settled_amount: { amount: '2000.00' } });
    expect(await statusOf(order.id)).toBe('paid');
    const after = await balances();
    // 20 USDT from the trader, 1 % back as the reward; the merchant 20 less 3 %.
    expect(after.trader.available - before.trader.available).toBe(-usdt('19.8'));
    expect(after.merchant.available - before.merchant.available).toBe(usdt('19.4'));
    expect(after.trader.held).toBe(before.trader.held);
    const answer = await api.call<MerchantOrder>('GET', `/orders/${order.id}`);
    expect(answer.body.data).toMatchObject({ status: 'paid' });
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it("takes the customer's receipts from the payment page as its evidence in one click", async () => {
    const order = await canceled('2005');
    const token = order.payment_url.split('/').pop()!;
    const customer = new TestClient(server.url);
    await customer.get('/csrf-cookie');
    const uploaded = await customer.post(`/pay/${token}/receipts`, { file_name: 'my-bank.pdf', content_base64: PDF.toString('base64') });
    expect(uploaded.status).toBe(200);
    const opened = await open(merchant, { order_uuid: order.id, reason: 'payment_after_cancel', amount: '2005', with_receipts: true });
    expect(opened.status).toBe(200);
    expect(opened.body.data!.files).toMatchObject([{ name: 'my-bank.pdf', content_type: 'application/pdf', size: PDF.length }]);
    const file = await admin.download(`/dispute/${opened.body.data!.uuid}/file/${opened.body.data!.files[0]!.id}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await decide(opened.body.data!.uuid, { status: 'rejected' })).status).toBe(200);
  });

  it('rejected moves no money and gives the order back its status', async () => {
    const order = await canceled('2010');
    const before = await balances();
    const opened = await open(merchant, { order_uuid: order.id, reason: 'payment_after_cancel', amount: '2010' });
    const rejected = await decide(opened.body.data!.uuid, { status: 'rejected', comment: 'No such payment in the statement' });
    expect(rejected.body.data).toMatchObject({ status: { slug: 'rejected' }, settled_amount: null });
    expect(rejected.body.data!.entries.map((entry) => entry.kind)).toEqual(['opened', 'rejected']);
    expect(await statusOf(order.id)).toBe('canceled');
    expect(await balances()).toEqual(before);
    const again = await decide(opened.body.data!.uuid, { status: 'resolved' });
    expect([again.status, again.body.error?.code]).toEqual([409, 'dispute_closed']);
  });

  it('decided ten times at once has one outcome and moves the money once', async () => {
    const order = await canceled('2020');
    const before = await balances();
    const opened = await open(merchant, { order_uuid: order.id, reason: 'payment_after_cancel', amount: '2020' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => decide(opened.body.data!.uuid, { status: 'resolved' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'dispute_closed')).toHaveLength(9);
    const after = await balances();
    expect(after.merchant.available - before.merchant.available).toBe(usdt('19.594'));
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('confirmed late by the trader opens a dispute carrying the confirmation, within the grace period only', async () => {
    const order = await canceled('2030');
    expect((await trader.post(`/order/${order.id}/set-paid`, { amount: '2030' })).status).toBe(200);
    expect(await statusOf(order.id)).toBe('dispute');
    const dispute = (await admin.get<DisputeDetails>(`/order/${order.id}/dispute`)).body.data!;
    expect(dispute).toMatchObject({
      reason: { slug: 'payment_after_cancel' },
      claimed_amount: { amount: '2030.00' },
      status: { slug: 'open' },
    });
    expect((await decide(dispute.uuid, { status: 'resolved' })).status).toBe(200);
    expect(await statusOf(order.id)).toBe('paid');

    const stale = await canceled('2040');
    await server.db.query("UPDATE orders SET updated_at = now() - interval '49 hours' WHERE id = $1", [stale.id]);
    const refused = await trader.post(`/order/${stale.id}/set-paid`, {});
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'illegal_transition']);
    expect(await statusOf(stale.id)).toBe('canceled');
  });

  it('takes the trader’s insurance deposit when available USDT falls short, and is refused naming the shortfall when both do', async () => {
    const order = await canceled('2050');
    const opened = await open(merchant, { order_uuid: order.id, reason: 'payment_after_cancel', amount: '2050' });
    const traderId = ids.get('trader')!;
    const { available, insurance } = await getUserBalances(server.db, traderId, 'USDT');
    // Leave 5 USDT available and 10 in the deposit: 20.5 are needed.
    await server.db.transaction(async (tx) => {
      await postTransfer(tx, {
        from: { owner: traderId, part: 'available' },
        to: { system: 'world' },
        currency: 'USDT',
        amount: available - usdt('5'),
        kind: 'test_withdrawal',
        idempotencyKey: 'disputes-drain',
      });
      await postTransfer(tx, {
        from: { system: 'world' },
        to: { owner: traderId, part: 'insurance' },
        currency: 'USDT',
        amount: usdt('10') - insurance,
        kind: 'test_funding',
        idempotencyKey: 'disputes-insurance',
      });
    });
    const short = await decide(opened.body.data!.uuid, { status: 'resolved' });
    expect([short.status, short.body.error?.code]).toEqual([409, 'dispute_shortfall']);
    expect(short.body.error?.message).toContain('5.5');
    expect(await statusOf(order.id)).toBe('dispute');

    await postTransfer(server.db, {
      from: { system: 'world' },
      to: { owner: traderId, part: 'insurance' },
      currency: 'USDT',
      amount: usdt('10'),
      kind: 'test_funding',
      idempotencyKey: 'disputes-insurance-2',
    });
    expect((await decide(opened.body.data!.uuid, { status: 'resolved' })).status).toBe(200);
    const after = await getUserBalances(server.db, traderId, 'USDT');
    // 5 from available, 15.5 from the deposit; the reward (0.205) comes back as available.
    expect(after.insurance).toBe(usdt('4.5'));
    expect(after.available).toBe(usdt('0.205'));
    await fundUser(server, traderId, usdt('10000'), 'disputes-trader-again');
  });
});

describe('a wrong amount', () => {
  it('resolved on a paid order corrects every party to the proven amount, up and down', async () => {
    const more = await paid('2100');
    const before = await balances();
    const opened = await open(merchant, { order_uuid: more.id, reason: 'wrong_amount', amount: '2600' });
    expect((await decide(opened.body.data!.uuid, { status: 'resolved' })).status).toBe(200);
    const after = await balances();
    // 5 USDT more: the merchant gets 4.85, the trader pays 5 less the 0.05 reward.
    expect(after.merchant.available - before.merchant.available).toBe(usdt('4.85'));
    expect(after.trader.available - before.trader.available).toBe(-usdt('4.95'));
    expect((await api.call<MerchantOrder>('GET', `/orders/${more.id}`)).body.data).toMatchObject({
      status: 'paid',
      paid_fiat: { amount: '2600.00' },
    });

    const less = await paid('2200');
    const start = await balances();
    const lower = await open(merchant, { order_uuid: less.id, reason: 'wrong_amount', amount: '2000' });
    // The admin finds another amount than the claim's in the statement.
    expect((await decide(lower.body.data!.uuid, { status: 'resolved', amount: '1900' })).status).toBe(200);
    const end = await balances();
    expect(end.merchant.available - start.merchant.available).toBe(-usdt('2.91'));
    expect(end.trader.available - start.trader.available).toBe(usdt('2.97'));
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('is refused on a pay-out, on an open order, and twice on one order', async () => {
    const open_ = await payIn('2300');
    const early = await open(merchant, { order_uuid: open_.id, reason: 'other', comment: 'Too early' });
    expect([early.status, early.body.error?.code]).toEqual([409, 'dispute_not_allowed']);
    const order = await paid('2310');
    expect((await open(merchant, { order_uuid: order.id, reason: 'wrong_details' })).status).toBe(200);
    const second = await open(admin, { order_uuid: order.id, reason: 'other', comment: 'Again' });
    expect([second.status, second.body.error?.code]).toEqual([409, 'dispute_exists']);
    const missing = await open(merchant, { order_uuid: (await paid('2320')).id, reason: 'wrong_amount' });
    expect([missing.status, Object.keys(missing.body.error?.fields ?? {})]).toEqual([422, ['amount']]);
  });
});

describe('who may', () => {
  it('opens: the merchant of the order and admins; not a trader, not another merchant', async () => {
    const order = await paid('2400');
    expect((await open(trader, { order_uuid: order.id, reason: 'wrong_details' })).status).toBe(403);
    const foreign = await open(otherMerchant, { order_uuid: order.id, reason: 'wrong_details' });
    expect([foreign.status, foreign.body.error?.code]).toEqual([404, 'not_found']);
    expect(await statusOf(order.id)).toBe('paid');
    expect((await open(admin, { order_uuid: order.id, reason: 'wrong_details' })).status).toBe(200);
  });

  it('answers and reads the evidence: the trader, the merchant and admins; another merchant sees nothing', async () => {
    const order = await paid('2410');
    const opened = (
      await open(merchant, {
        order_uuid: order.id,
        reason: 'other',
        comment: 'The customer says twice',
        files: [{ name: 'statement.pdf', content: dataUrl(PDF, 'application/pdf') }],
      })
    ).body.data!;
    const answered = await trader.post<DisputeDetails>(`/dispute/${opened.uuid}/evidence`, {
      comment: 'Only one payment arrived',
      files: [{ name: 'bank.png', content: dataUrl(PNG) }],
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data!.entries.map((entry) => [entry.kind, entry.author?.username])).toEqual([
      ['opened', 'merchant'],
      ['evidence', 'trader'],
    ]);
    const pdf = opened.files[0]!;
    for (const client of [admin, merchant, trader]) {
      const file = await client.download(`/dispute/${opened.uuid}/file/${pdf.id}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    }
    expect((await otherMerchant.download(`/dispute/${opened.uuid}/file/${pdf.id}`)).status).toBe(404);
    expect((await otherMerchant.get(`/dispute/${opened.uuid}`)).status).toBe(404);
    expect((await otherMerchant.post(`/dispute/${opened.uuid}/evidence`, { comment: 'Me too' })).status).toBe(404);
    expect((await otherMerchant.get<{ items: unknown[] }>('/merchant/dispute/')).body.data!.items).toEqual([]);
    expect((await trader.get<{ items: { uuid: string }[] }>('/trader/dispute/')).body.data!.items.map((item) => item.uuid)).toContain(
      opened.uuid,
    );
    const decided = await trader.put(`/dispute/${opened.uuid}/status`, { status: 'resolved' });
    expect(decided.status).toBe(403);
  });
});

describe('evidence', () => {
  it('is a png, jpg or pdf by its bytes, within the size and count limits', async () => {
    const order = await paid('2500');
    const base = { order_uuid: order.id, reason: 'other', comment: 'Files' };
    const renamed = await open(merchant, { ...base, files: [{ name: 'receipt.png', content: dataUrl(EXE) }] });
    expect([renamed.status, renamed.body.error?.code]).toEqual([422, 'dispute_file_type']);
    const big = await open(merchant, {
      ...base,
      files: [{ name: 'big.png', content: dataUrl(Buffer.concat([PNG, Buffer.alloc(DISPUTE_FILE_MAX_BYTES)])) }],
    });
    expect([big.status, big.body.error?.code]).toEqual([422, 'dispute_file_too_large']);
    const six = await open(merchant, {
      ...base,
      files: Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, content: dataUrl(PNG) })),
    });
    expect(six.status).toBe(422);
    expect(await statusOf(order.id)).toBe('paid');
    const named = await open(merchant, { ...base, files: [{ name: '../../etc/passwd.pdf', content: dataUrl(PDF) }] });
    expect(named.body.data!.files[0]).toMatchObject({ content_type: 'application/pdf', name: '.._.._etc_passwd.pdf' });
  });
});

describe('the merchant API and webhooks', () => {
  it('opens and reads a dispute, and every change is a webhook event', async () => {
    const order = await canceled('2700');
    const opened = await api.call<MerchantDispute>('POST', '/disputes', {
      order_id: order.id,
      reason: 'payment_after_cancel',
      amount: '2700',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ order_id: order.id, status: 'open', claimed_amount: '2700.00', currency: 'RUB' });
    const read = await api.call<MerchantDispute>('GET', `/disputes/${opened.body.data!.id}`);
    expect(read.body.data).toEqual(opened.body.data);
    expect((await decide(opened.body.data!.id, { status: 'resolved' })).status).toBe(200);
    const events = await server.db.query<{ type: string }>('SELECT type FROM webhook_events WHERE order_id = $1 ORDER BY created_at, id', [
      order.id,
    ]);
    expect(events.map((event) => event.type)).toEqual([
      'order.created',
      'order.canceled',
      'order.disputed',
      'dispute.opened',
      'order.paid',
      'dispute.resolved',
    ]);
    const unknown = await api.call('GET', `/disputes/${order.id}`);
    expect(unknown.status).toBe(404);
  });
});

describe('the deadline', () => {
  it('flags an unanswered dispute once at its deadline', async () => {
    const order = await paid('2800');
    const opened = (await open(merchant, { order_uuid: order.id, reason: 'wrong_details' })).body.data!;
    await server.db.query("UPDATE disputes SET deadline_at = now() - interval '1 minute' WHERE id = $1", [opened.uuid]);
    const job = server.app.services.disputes.jobs['dispute-deadlines']!;
    await job.run(undefined);
    await job.run(undefined);
    const details = (await admin.get<DisputeDetails>(`/dispute/${opened.uuid}`)).body.data!;
    expect(details.overdue).toBe(true);
    expect(details.entries.filter((entry) => entry.kind === 'overdue')).toHaveLength(1);
  });
});

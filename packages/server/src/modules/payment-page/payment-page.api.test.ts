import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECEIPT_MAX_BYTES, type MerchantOrder, type OrderReceipt, type PaymentPage, type ReceiptFile } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, TestClient, type Answer } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { checkLedger } from '../ledger/ledger.check';

let server: TestServer;
let receiptsDir: string;
let merchant: Awaited<ReturnType<typeof merchantApi>>;
let ids: Map<string, string>;
let sequence = 0;
const logLines: string[] = [];
let address = 10;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');
const GIF = Buffer.from('GIF89a not accepted');

/** A customer's browser: no session, its own address (the server trusts the local proxy header). */
const customer = async () => {
  const client = new TestClient(server.url);
  client.ip = `198.51.100.${address++}`;
  await client.get('/csrf-cookie');
  return client;
};

const tokenOf = (order: MerchantOrder) => order.payment_url.split('/pay/')[1]!;

const payIn = async (extra: Record<string, unknown> = {}) => {
  const answer = await merchant.call<MerchantOrder>('POST', '/orders', {
    direction: 'pay_in',
    merchant_order_id: `page-${Date.now()}-${++sequence}`,
    // One open pay-in per exact amount on a card: each order its own.
    amount: `${1499 + sequence}.50`,
    currency: 'RUB',
    payment_type: 'card',
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data!;
};

const upload = async (client: TestClient | null, token: string, bytes: Buffer, fileName = 'receipt.png') =>
  (client ?? (await customer())).post<PaymentPage>(`/pay/${token}/receipts`, {
    file_name: fileName,
    content_base64: bytes.toString('base64'),
  });

beforeAll(async () => {
  receiptsDir = await mkdtemp(path.join(tmpdir(), 'paydesk-receipts-'));
  server = await startTestServer({
    startJobs: false,
    env: { RECEIPTS_DIR: receiptsDir, TRUST_PROXY: '127.0.0.1', PAYMENT_PAGE_RATE_PER_IP: '40', PAYMENT_PAGE_RATE_PER_ORDER: '60' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  ids = await userIds(server);
  merchant = await merchantApi(server);
  await readyTrader(server, ids.get('trader')!, '4276380012345679');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'page-test-funding');
  await liveFlow(server, [ids.get('trader')!]);
});
afterAll(async () => {
  expect(await checkLedger(server.db)).toEqual([]);
  await server.close();
  await rm(receiptsDir, { recursive: true, force: true });
});

describe('the customer payment page', () => {
  it('shows the exact amount and where to pay it, and nothing of the executor, fee, rate or ids', async () => {
    const order = await payIn({ return_url: 'https://shop.example/back?o=1' });
    const page = await (await customer()).get<PaymentPage>(`/pay/${tokenOf(order)}`);
    expect(page.status).toBe(200);
    const data = page.body.data!;
    expect(data).toMatchObject({
      status: 'awaiting_payment',
      amount: '1500.50',
      currency: 'RUB',
      payment_type: 'card',
      payment_type_name: 'Bank card',
      bank: 'Sberbank',
      card_number: '4276380012345679',
      holder: 'TEST HOLDER',
      return_url: 'https://shop.example/back?o=1',
      receipts: [],
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'account',
        'account_number',
        'amount',
        'bik',
        'correspondent_account',
        'bank',
        'card_number',
        'currency',
        'expires_at',
        'holder',
        'payment_type',
        'payment_type_name',
        'phone',
        'receipts',
        'return_url',
        'server_time',
        'status',
        'version',
      ].sort(),
    );
    const text = JSON.stringify(page.body);
    for (const hidden of [
      order.id,
      ids.get('trader')!,
      ids.get('merchant')!,
      'trader',
      order.rate,
      order.crypto.amount,
      order.merchant_order_id,
    ])
      expect(text).not.toContain(hidden);
    expect(Math.abs(Date.parse(data.server_time) - Date.now())).toBeLessThan(5_000);
    expect(data.expires_at).toBe(order.expires_at);
  });

  it('keeps the token out of the logs: it is the key to the page', async () => {
    const order = await payIn();
    const client = await customer();
    await client.get(`/pay/${tokenOf(order)}`);
    await client.post(`/pay/${tokenOf(order)}/paid`);
    const logged = logLines.join('\n');
    expect(logged).toContain('/pay/[redacted]');
    expect(logged).not.toContain(tokenOf(order));
  });

  it('offers a way back only to an http or https address', async () => {
    const order = await payIn({ return_url: 'ftp://shop.example/back' });
    expect((await (await customer()).get<PaymentPage>(`/pay/${tokenOf(order)}`)).body.data!.return_url).toBeNull();
  });

  it('answers an unknown token as not found in the customer language, and a malformed one as invalid', async () => {
    const client = await customer();
    client.language = 'ru';
    const unknown = await client.get(`/pay/${'A'.repeat(32)}`);
    expect([unknown.status, unknown.body.error?.code, unknown.body.error?.message]).toEqual([404, 'not_found', 'Не найдено.']);
    const malformed = await client.get('/pay/not*a*token');
    expect([malformed.status, malformed.body.error?.code]).toEqual([422, 'validation']);
    expect((await client.post(`/pay/${'A'.repeat(32)}/paid`)).status).toBe(404);
  });

  it('"I have paid" moves the order to in-progress and never confirms it; the confirmation shows as paid', async () => {
    const order = await payIn({ return_url: 'https://shop.example/done' });
    const client = await customer();
    const before = (await client.get<PaymentPage>(`/pay/${tokenOf(order)}`)).body.data!;
    const paid = await client.post<PaymentPage>(`/pay/${tokenOf(order)}/paid`);
    expect([paid.status, paid.body.data?.status]).toEqual([200, 'confirming']);
    expect(paid.body.data!.version).not.toBe(before.version);
    // Saying it twice changes nothing more.
    expect((await client.post<PaymentPage>(`/pay/${tokenOf(order)}/paid`)).body.data!.status).toBe('confirming');
    const seen = await merchant.call<MerchantOrder>('GET', `/orders/${order.id}`);
    expect(seen.body.data!.status).toBe('in-progress');
    const history = await server.db.query<{ from_status: string; to_status: string; actor_id: string | null }>(
      'SELECT from_status, to_status, actor_id FROM order_history WHERE order_id = $1 ORDER BY created_at',
      [order.id],
    );
    expect(history.map((row) => `${row.from_status}>${row.to_status}`)).toEqual(['null>new', 'new>in-progress']);
    expect(history[1]!.actor_id).toBeNull();

    const trader = await loggedIn(server.url, 'trader');
    expect((await trader.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
    const outcome = (await client.get<PaymentPage>(`/pay/${tokenOf(order)}`)).body.data!;
    expect([outcome.status, outcome.return_url]).toEqual(['paid', 'https://shop.example/done']);
    // A paid order needs no receipt.
    const late = await upload(client, tokenOf(order), PNG);
    expect([late.status, late.body.error?.code]).toEqual([409, 'receipts_closed']);
  });

  it('after expiry says so, refuses "I have paid" and still keeps a receipt', async () => {
    const order = await payIn();
    await server.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [order.id]);
    const client = await customer();
    expect((await client.get<PaymentPage>(`/pay/${tokenOf(order)}`)).body.data!.status).toBe('expired');
    await server.app.services.orders.expireDue();
    expect((await client.get<PaymentPage>(`/pay/${tokenOf(order)}`)).body.data!.status).toBe('expired');
    const refused = await client.post(`/pay/${tokenOf(order)}/paid`);
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'payment_closed']);
    expect(refused.body.error?.message).toContain('attach the receipt');
    const kept = await upload(client, tokenOf(order), PDF, 'bank.pdf');
    expect(kept.status).toBe(200);
    expect(kept.body.data!.receipts).toMatchObject([{ file_name: 'bank.pdf', content_type: 'application/pdf', size: PDF.length }]);
  });

  it('a canceled order is shown as canceled, not expired', async () => {
    const order = await payIn();
    expect((await merchant.call('POST', `/orders/${order.id}/cancel`)).status).toBe(200);
    expect((await (await customer()).get<PaymentPage>(`/pay/${tokenOf(order)}`)).body.data!.status).toBe('canceled');
  });

  it('the status call answers 304 to the version the page already has, and the new one after a change', async () => {
    const order = await payIn();
    const client = await customer();
    const first = await client.get<{ version: string }>(`/pay/${tokenOf(order)}/status`);
    const etag = first.headers.get('etag');
    expect(etag).toBe(`"${first.body.data!.version}"`);
    const same = await client.request('GET', `/pay/${tokenOf(order)}/status`, { headers: { 'if-none-match': etag! } });
    expect(same.status).toBe(304);
    await client.post(`/pay/${tokenOf(order)}/paid`);
    const changed = await client.request<{ status: string }>('GET', `/pay/${tokenOf(order)}/status`, {
      headers: { 'if-none-match': etag! },
    });
    expect([changed.status, changed.body.data?.status]).toEqual([200, 'confirming']);
  });
});

describe('receipts', () => {
  it('are checked by content and size, at most five, stored privately with their exact bytes', async () => {
    const order = await payIn();
    const token = tokenOf(order);
    const gif = await upload(null, token, GIF, 'receipt.png');
    expect([gif.status, gif.body.error?.code]).toEqual([422, 'receipt_type']);
    const html = await upload(null, token, Buffer.from('<html><script>alert(1)</script>'), 'receipt.pdf');
    expect(html.body.error?.code).toBe('receipt_type');
    const big = await upload(null, token, Buffer.concat([PNG, Buffer.alloc(RECEIPT_MAX_BYTES)]));
    expect([big.status, big.body.error?.code]).toEqual([422, 'receipt_too_large']);
    const notBase64 = await (await customer()).post(`/pay/${token}/receipts`, { file_name: 'a.png', content_base64: '***' });
    expect(notBase64.status).toBe(422);

    // The type comes from the bytes, not the name; the name is cleaned of path parts.
    expect((await upload(null, token, PDF, 'looks-like.png')).body.data!.receipts[0]!.content_type).toBe('application/pdf');
    expect((await upload(null, token, JPEG, '../../etc/passwd')).body.data!.receipts[1]!.file_name).not.toContain('/');
    for (let i = 0; i < 3; i += 1) expect((await upload(null, token, PNG)).status).toBe(200);
    const sixth = await upload(null, token, PNG);
    expect([sixth.status, sixth.body.error?.code]).toEqual([422, 'receipt_limit']);

    const rows = await server.db.query<{ storage_key: string; content_type: string }>(
      'SELECT storage_key, content_type FROM order_receipts WHERE order_id = $1 ORDER BY created_at',
      [order.id],
    );
    expect(rows.map((row) => row.content_type)).toEqual(['application/pdf', 'image/jpeg', 'image/png', 'image/png', 'image/png']);
    expect(await readFile(path.join(receiptsDir, rows[0]!.storage_key))).toEqual(PDF);
    // Refused uploads left no file behind.
    expect(await readdir(path.join(receiptsDir, order.id))).toHaveLength(5);
    // Nothing under the web app serves them.
    const direct = await fetch(`${server.url}/receipts/${rows[0]!.storage_key}`);
    expect(await direct.text()).not.toContain('%PDF');
  });

  it('are seen by the order trader, its merchant and admins, and by nobody else', async () => {
    const order = await payIn();
    await upload(await customer(), tokenOf(order), JPEG, 'transfer.jpg');
    for (const username of ['trader', 'merchant', 'admin']) {
      const client = await loggedIn(server.url, username);
      const list = await client.get<OrderReceipt[]>(`/order/${order.id}/receipts`);
      expect(list.body.data).toMatchObject([{ file_name: 'transfer.jpg', content_type: 'image/jpeg', size: JPEG.length }]);
      const file = await client.get<ReceiptFile>(`/order/${order.id}/receipts/${list.body.data![0]!.id}`);
      expect(Buffer.from(file.body.data!.content_base64, 'base64')).toEqual(JPEG);
    }
    const trader2 = await loggedIn(server.url, 'trader2');
    expect((await trader2.get(`/order/${order.id}/receipts`)).status).toBe(404);
    expect((await (await loggedIn(server.url, 'partner')).get(`/order/${order.id}/receipts`)).status).toBe(403);
    expect((await new TestClient(server.url).get(`/order/${order.id}/receipts`)).status).toBe(401);
  });
});

describe('throttling', () => {
  const hammer = async (client: TestClient, paths: string[], times: number) => {
    const answers: Answer[] = [];
    for (let i = 0; i < times; i += 1) answers.push(await client.get(paths[i % paths.length]!));
    return answers;
  };

  it('limits one address, whatever tokens it tries, and not the others', async () => {
    const client = await customer();
    const guesses = Array.from({ length: 50 }, (_, i) => `/pay/${`guess${i}`.padEnd(32, 'x')}`);
    const answers = await hammer(client, guesses, 50);
    expect(answers.slice(0, 38).every((answer) => answer.status === 404)).toBe(true);
    const throttled = answers.find((answer) => answer.status === 429)!;
    expect(throttled.body.error?.code).toBe('payment_page_throttled');
    expect(throttled.headers.get('retry-after')).toBe('5');
    const order = await payIn();
    expect((await (await customer()).get(`/pay/${tokenOf(order)}`)).status).toBe(200);
  });

  it('limits one order, from however many addresses, and not the other orders', async () => {
    const order = await payIn();
    // 70 callers at once, each from its own address: within a second, so that the budget of 60 a
    // minute refills by a call or two at most however slowly the machine runs.
    const callers = await Promise.all(Array.from({ length: 70 }, () => customer()));
    const statuses = await Promise.all(callers.map(async (caller) => (await caller.get(`/pay/${tokenOf(order)}/status`)).status));
    const served = statuses.filter((status) => status === 200).length;
    expect(served).toBeGreaterThanOrEqual(60);
    expect(served).toBeLessThanOrEqual(62);
    expect(statuses.filter((status) => status === 429)).toHaveLength(70 - served);
    const other = await payIn();
    expect((await (await customer()).get(`/pay/${tokenOf(other)}`)).status).toBe(200);
  });
});

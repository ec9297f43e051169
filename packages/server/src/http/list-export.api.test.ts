import type { ListAnswer, ManagedUser, MerchantOrder, Order } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { loggedIn, type TestClient } from '../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../test/order-fixtures';
import { EXPORT_BATCH } from './list-export';

let server: TestServer;
let admin: TestClient;
let trader: TestClient;
let trader2: TestClient;
const BULK = EXPORT_BATCH * 2 + 345;
const TRICKY = 'Иванов, "ИП"\nвторая строка';

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks. */
const parseCsv = (text: string) => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
};

const download = async (client: TestClient, path: string) => {
  const response = await client.download(path);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { response, bytes, text, table: parseCsv(text.replace(/^\uFEFF/, '')) };
};

/** The rows as records by header. */
const records = (table: string[][]) => {
  const [header, ...rows] = table;
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
};

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  const ids = await userIds(server);
  [admin, trader, trader2] = await Promise.all([
    loggedIn(server.url, 'admin'),
    loggedIn(server.url, 'trader'),
    loggedIn(server.url, 'trader2'),
  ]);
  await server.db.query(
    `INSERT INTO users (id, username, type, invite_code, api_key, comment, is_active)
     SELECT gen_random_uuid(), 'bulk_' || lpad(n::text, 5, '0'), 'merchant', 'bulk-invite-' || n, 'bulk-key-' || n,
            CASE n WHEN 7 THEN $1 WHEN 8 THEN '=HYPERLINK("http://evil")' ELSE 'shop ' || n END, n % 2 = 0
     FROM generate_series(1, ${BULK}) AS g(n)`,
    [TRICKY],
  );
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await readyTrader(server, ids.get('trader2')!, '5555555555554444');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'export-fund-trader');
  await fundUser(server, ids.get('trader2')!, 1_000_000_000n, 'export-fund-trader2');
  await liveFlow(server, [ids.get('trader')!, ids.get('trader2')!]);
  const api = await merchantApi(server);
  for (const [index, amount] of ['1000.01', '1100.10', '1234.56', '999.99'].entries()) {
    const answer = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: `export-${index}`,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(answer.status).toBe(201);
  }
});
afterAll(() => server.close());

describe('a list as CSV', () => {
  it('streams every matching row, past one batch, UTF-8 with a BOM, in the sort asked for', async () => {
    const { response, bytes, table } = await download(admin, '/user?format=csv&filter[username]=bulk_&sort=-username');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="user-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = records(table);
    expect(rows).toHaveLength(BULK);
    const expected = Array.from({ length: BULK }, (_, index) => `bulk_${String(BULK - index).padStart(5, '0')}`);
    expect(rows.map((row) => row.Username)).toEqual(expected);
  });

  it('honours the filters as the page does', async () => {
    const { table } = await download(admin, '/user?format=csv&filter[username]=bulk_&filter[is_active]=true');
    const rows = records(table);
    expect(rows).toHaveLength(Math.floor(BULK / 2));
    expect(new Set(rows.map((row) => row.Active))).toEqual(new Set(['Yes']));
  });

  it('quotes commas, quotes and line breaks, keeps Cyrillic, and defuses a formula', async () => {
    const { text, table } = await download(admin, '/user?format=csv&filter[username]=bulk_0000');
    expect(text).toContain('"Иванов, ""ИП""\nвторая строка"');
    const byName = new Map(records(table).map((row) => [row.Username, row]));
    expect(byName.get('bulk_00007')!.Comment).toBe(TRICKY);
    expect(byName.get('bulk_00008')!.Comment).toBe('\'=HYPERLINK("http://evil")');
    expect(byName.get('bulk_00009')!.Comment).toBe('shop 9');
  });

  it('names the columns and values in the caller’s language', async () => {
    admin.language = 'ru';
    try {
      const { table } = await download(admin, '/user?format=csv&filter[username]=bulk_00002');
      expect(table[0]).toEqual(expect.arrayContaining(['Имя пользователя', 'Комментарий', 'Активен']));
      expect(records(table)[0]).toMatchObject({ 'Имя пользователя': 'bulk_00002', Активен: 'Да' });
      const orders = await download(admin, '/order?format=csv&filter[stage]=active');
      expect(new Set(records(orders.table).map((row) => row['Статус']))).toEqual(new Set(['Новый']));
    } finally {
      admin.language = 'en';
    }
  });

  it('gives the same rows as the page, amounts exact to the kopeck', async () => {
    const page = await admin.get<ListAnswer<Order>>('/order?filter[stage]=active&sort=amount&count=50');
    const items = page.body.data!.items;
    expect(items.length).toBe(4);
    const { table } = await download(admin, '/order?format=csv&filter[stage]=active&sort=amount');
    const rows = records(table);
    expect(rows.map((row) => row.ID)).toEqual(items.map((item) => item.guid));
    expect(rows.map((row) => row['Fiat amount'])).toEqual(['999.99', '1000.01', '1100.10', '1234.56']);
    expect(rows.map((row) => row['Fiat amount · Currency'])).toEqual(items.map((item) => item.fiat_money.currency.code));
    expect(rows.map((row) => row['Crypto amount'])).toEqual(items.map((item) => item.crypto_money.amount));
    const filtered = records((await download(admin, '/order?format=csv&filter[stage]=active&filter[amount]=1234.56')).table);
    expect(filtered.map((row) => row['Merchant order ID'])).toEqual(['export-2']);
  });

  it('keeps each role to its own rows', async () => {
    const [mine, theirs] = await Promise.all([
      trader.get<ListAnswer<Order>>('/trader/order?count=100'),
      trader2.get<ListAnswer<Order>>('/trader/order?count=100'),
    ]);
    const [mineCsv, theirsCsv] = await Promise.all([
      download(trader, '/trader/order?format=csv'),
      download(trader2, '/trader/order?format=csv'),
    ]);
    expect(records(mineCsv.table).map((row) => row.ID)).toEqual(mine.body.data!.items.map((item) => item.guid));
    expect(records(theirsCsv.table).map((row) => row.ID)).toEqual(theirs.body.data!.items.map((item) => item.guid));
    expect(mine.body.data!.items.length + theirs.body.data!.items.length).toBeGreaterThanOrEqual(4);
    const denied = await trader.download('/user?format=csv');
    expect(denied.status).toBe(403);
  });

  it('refuses bad input in the API’s error shape, in the caller’s language, before sending a file', async () => {
    const format = await admin.get('/user?format=xlsx');
    expect(format.status).toBe(422);
    expect(format.body.error).toMatchObject({ code: 'validation' });
    expect(format.body.error!.fields).toHaveProperty(['format']);
    trader.language = 'ru';
    try {
      const filter = await trader.download('/trader/order?format=csv&filter[status]=lost');
      expect(filter.status).toBe(422);
      expect(filter.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await filter.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('validation');
      expect(body.error.message).toMatch(/[а-я]/);
    } finally {
      trader.language = 'en';
    }
  });

  it('leaves the JSON page as it was', async () => {
    const page = await admin.get<ListAnswer<ManagedUser>>('/user?filter[username]=bulk_&count=10');
    expect(page.body.data!.items).toHaveLength(10);
    expect(page.body.data!.context.total_count).toBe(BULK);
  });

  it('exports a list kept in memory (the wallets) once, every row, whatever the page size', async () => {
    const page = await trader.get<ListAnswer<unknown>>('/user/wallet/?count=1');
    const total = page.body.data!.context.total_count;
    expect(total).toBeGreaterThan(1);
    const { table } = await download(trader, '/user/wallet/?format=csv&count=1');
    expect(records(table)).toHaveLength(total);
  });
});

import type { Flow, MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/harness';
import { checkLedger } from '../modules/ledger/ledger.check';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../../test/order-fixtures';

let server: TestServer;
let admin: TestClient;
let merchant: TestClient;
let trader: TestClient;
let ids: Map<string, string>;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  [admin, merchant, trader] = await Promise.all([
    loggedIn(server.url, 'admin'),
    loggedIn(server.url, 'merchant'),
    loggedIn(server.url, 'trader'),
  ]);
  ids = new Map(
    (await server.db.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]),
  );
});
afterAll(() => server.close());

const flow = async (name: string) =>
  (
    await admin.post<Flow>('/flow/', {
      name,
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      currency_rate_source: 'manual',
      currency_rate: '90',
    })
  ).body.data!;

const refusedClearly = (answer: { status: number; body: { error?: { code: string; message: string } } }) => {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.error?.message).toBeTruthy();
};

describe('amounts past what the product holds', () => {
  it('a withdrawal above the largest USDT amount is refused with a message naming the maximum, and nothing moves', async () => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM withdrawals');
    for (const amount of ['99999999999999', '999999999999999999', '9223372036854.775808']) {
      const answer = await merchant.post('/wallet/withdrawals', {
        address: 'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh',
        currency: 'USDT',
        amount,
      });
      refusedClearly(answer);
      expect(answer.body.error?.fields?.amount).toBe('must not exceed 1000000000');
    }
    merchant.language = 'ru';
    const ru = await merchant.post('/wallet/withdrawals', {
      address: 'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh',
      currency: 'USDT',
      amount: '99999999999999',
    });
    expect(ru.body.error?.fields?.amount).toBe('не должно превышать 1000000000');
    merchant.language = 'en';
    expect(await server.db.query('SELECT count(*)::int AS n FROM withdrawals')).toEqual(before);
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('a merchant pay-in of 18 digits is refused with the largest amount named, never a 500', async () => {
    const api = await merchantApi(server);
    for (const amount of ['999999999999999999', '100000000000.01']) {
      const answer = await api.call('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: `huge-${amount}`,
        amount,
        currency: 'RUB',
        payment_type: 'card',
      });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).toContain('100000000000');
    }
    const [row] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE merchant_order_id LIKE 'huge-%'");
    expect(row!.n).toBe(0);
  });

  it('an 18-digit flow rate is refused', async () => {
    const answer = await admin.post('/flow/', {
      name: 'Huge rate',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      currency_rate_source: 'manual',
      currency_rate: '999999999999999999',
    });
    refusedClearly(answer);
    expect(answer.body.error?.fields?.currency_rate).toBeTruthy();
  });
});

describe('text no column can store', () => {
  it('a NUL byte in a username, a flow name, a list filter or a query value is a localized 422', async () => {
    refusedClearly(await admin.post('/user', { username: 'nul\u0000name', password: 'strong-pass-77', type: 'agent' }));
    const name = await admin.post('/flow/', {
      name: 'a\u0000b',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      currency_rate_source: 'manual',
      currency_rate: '90',
    });
    refusedClearly(name);
    expect(name.body.error?.fields?.name).toBe('contains a character that is not allowed');
    refusedClearly(await admin.get('/user?filter[username]=a%00b'));
    refusedClearly(await admin.get('/user?sort=%00'));
    admin.language = 'ru';
    expect((await admin.get('/user?filter[username]=%00')).body.error?.fields?.['filter.username']).toBe('содержит недопустимый символ');
    admin.language = 'en';
  });

  it('a lone surrogate in a requisite name is refused', async () => {
    const answer = await trader.post('/trader/requisite', {
      name: 'Card \uD800',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes: { card_number: '4111 1111 1111 1111', holder: 'IVAN PETROV' },
    });
    refusedClearly(answer);
    expect(answer.body.error?.fields?.name).toBe('contains a character that is not allowed');
  });
});

describe('dates, ids and addresses', () => {
  it('date filters outside the calendar the product keeps are refused', async () => {
    for (const date of ['0000-01-01', '+275760-09-13', '2024-13-45']) {
      for (const path of [
        `/user?filter[created_at]=${encodeURIComponent(date)}`,
        `/transaction?filter[created_at]=${encodeURIComponent(date)}`,
      ]) {
        refusedClearly(await admin.get(path));
      }
    }
  });

  it('a date range reaching year 0 or past 9999 is a localized 422 in lists and in the merchant API, never a 500', async () => {
    for (const date of ['0000-01-01', '10000-01-01', '0000-01-01T00:00:00Z']) {
      const answer = await trader.get(`/my/transaction?filter[created_at_from]=${encodeURIComponent(date)}`);
      refusedClearly(answer);
      expect(answer.status).toBe(422);
      refusedClearly(await admin.get(`/user?filter[created_at_to]=${encodeURIComponent(date)}`));
    }
    const api = await merchantApi(server);
    const yearZero = await api.call('GET', `/orders?created_from=${encodeURIComponent('0000-01-01T00:00:00Z')}`);
    expect(yearZero.status).toBe(422);
    expect(JSON.stringify(yearZero.body)).toContain('1970');
    expect((await api.call('GET', `/orders?created_to=${encodeURIComponent('10000-01-01T00:00:00Z')}`)).status).toBe(422);
  });

  it('an executor id of 36 dashes is refused', async () => {
    const target = await flow('Dashes');
    refusedClearly(await admin.post(`/flow/${target.uuid}/executor`, { executor_type: 'trader', executor_id: '-'.repeat(36) }));
    refusedClearly(await admin.get(`/flow/${'-'.repeat(36)}`));
  });

  it('an over-long or malformed path gets the product error shape and headers', async () => {
    const long = await admin.get(`/user/${'x'.repeat(5000)}`);
    expect(long.status).toBe(414);
    expect(long.body.error?.code).toBe('uri_too_long');
    expect(long.headers.get('x-content-type-options')).toBe('nosniff');
    expect(long.headers.get('cache-control')).toBe('no-store');
    const bad = await admin.get('/user/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('bad_url');
  });
});

describe('parallel and oversized writes', () => {
  it('6 identical parallel trader restrictions all succeed idempotently', async () => {
    const target = await flow('Parallel');
    await admin.post(`/flow/${target.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('trader') });
    const body = { flow_uuid: target.uuid, trader_uuid: ids.get('trader'), types: [{ type: 'daily_count', values: { max: '25' } }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post('/trader_restriction', body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await server.db.query('SELECT 1 FROM trader_restrictions WHERE flow_id = $1', [target.uuid]);
    expect(rows.length).toBe(1);
  });

  it('a requisite with unknown attributes is refused', async () => {
    const attributes: Record<string, string> = { card_number: '4111 1111 1111 1111', holder: 'IVAN PETROV' };
    for (let i = 0; i < 5000; i++) attributes[`extra_${i}`] = 'x';
    const answer = await trader.post('/trader/requisite', {
      name: 'Padded',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'sberbank_card',
      attributes,
    });
    refusedClearly(answer);
    expect(Object.keys(answer.body.error?.fields ?? {}).some((field) => field.startsWith('attributes'))).toBe(true);
  });
});

describe('deeply nested JSON', () => {
  it('a body or query nested 10,000 levels deep is a localized 422 on the inner, merchant, payment-page and device APIs, never a crash', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const post = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-language': 'ru', ...headers },
        body: `{"name":${deep}}`,
      });
      return {
        status: response.status,
        body: (await response.json()) as { error?: { code: string; message: string; localized_message: string } },
      };
    };
    const csrf = decodeURIComponent(admin.cookies.get('XSRF-TOKEN') ?? '');
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answers = [
      await post('/api/inner/flow/', { cookie, 'x-xsrf-token': csrf }),
      await post('/api/v1/orders', { 'x-api-key': 'unknown', 'x-timestamp': String(Math.floor(Date.now() / 1000)), 'x-signature': 'x' }),
      await post('/api/inner/pay/some-token/paid'),
      await post('/api/device/v1/pair'),
    ];
    for (const answer of answers) {
      refusedClearly(answer);
      expect(answer.status).not.toBe(500);
    }
    // Where the depth is what is refused, the reader is told so in their language.
    expect(answers[0]!.body.error!.code).toBe('validation');
    expect(JSON.stringify(answers[0]!.body)).toContain('глубже 32');
    const query = await admin.get(`/user?filter[name]${'[a]'.repeat(2_000)}=1`);
    refusedClearly(query);
  });
});

describe('the same write many times at once', () => {
  it('creating one username ten times at once makes one user; the others are told it is taken, never a 500', async () => {
    const username = `twin_${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.post('/user', { username, password: 'strong-pass-77', type: 'agent' })),
    );
    expect(answers.filter((answer) => answer.status < 300)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status >= 300)) refusedClearly(answer);
    const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE username = $1', [username]);
    expect(row!.n).toBe(1);
  });

  it('re-enabling the webhook endpoint ten times at once answers every call, never a deadlock', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => merchant.post('/webhook/endpoint/resume')));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
  });

  it('a trader confirming an 18-digit received amount is refused on the amount, and the order stays as it was', async () => {
    await readyTrader(server, ids.get('trader')!, '4111111111111111');
    await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'hostile-set-paid');
    await liveFlow(server, [ids.get('trader')!]);
    const created = await (
      await merchantApi(server)
    ).call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: `set-paid-huge-${Date.now()}`,
      amount: '1500.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    for (const amount of ['999999999999999999', '99999999999999999999999']) {
      const answer = await trader.post(`/order/${id}/set-paid`, { amount, confirm_difference: true });
      refusedClearly(answer);
      expect(Object.keys(answer.body.error?.fields ?? {})).toContain('amount');
    }
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]);
    expect(row!.status).toBe('new');
    expect(await checkLedger(server.db)).toEqual([]);
  });
});

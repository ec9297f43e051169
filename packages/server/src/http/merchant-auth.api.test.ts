import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { loggedIn } from '../../test/http-client';
import { merchantApi, userIds } from '../../test/order-fixtures';
import { merchantSignature } from './merchant-auth';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { MERCHANT_API_RATE: '2', TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server.close());

const inTens = async (count: number, call: (index: number) => Promise<Response>) => {
  const answers: Response[] = [];
  for (let start = 0; start < count; start += 10) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, offset) => call(start + offset)))));
  }
  return answers;
};

describe('merchant API keys', () => {
  it('throttles each key: past its burst a call is refused with Retry-After, and served again a second later', async () => {
    const api = await merchantApi(server);
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await api.call('GET', '/balance'));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body.error?.code).toBe('rate_limited');
    expect(limited[0]!.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await api.call('GET', '/balance')).status).toBe(200);
  });

  it('takes a regenerated secret at once and refuses the old one', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = await merchantApi(server);
    const merchant = await loggedIn(server.url, 'merchant');
    const fresh = (await merchant.post<{ secret_key: string }>('/user/secret_key', { current_password: 'merchant-demo-1' })).body.data!
      .secret_key;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const call = (secret: string) =>
      fetch(`${server.url}/api/v1/balance`, {
        headers: {
          'x-api-key': before.key,
          'x-timestamp': timestamp,
          'x-signature': merchantSignature(secret, timestamp, 'GET', '/api/v1/balance', ''),
        },
      });
    expect((await call(before.secret)).status).toBe(401);
    expect((await call(fresh)).status).toBe(200);
  });

  it('refuses a blocked merchant as an unknown key, and serves it again once unblocked', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const api = await merchantApi(server);
    const admin = await loggedIn(server.url, 'admin');
    const merchantId = (await userIds(server)).get('merchant')!;
    await admin.post('/user/block', { uuid: merchantId, comment: 'chargebacks' });
    const refused = await api.call('GET', '/balance');
    expect([refused.status, refused.body.error?.code]).toEqual([401, 'unknown_key']);
    await admin.post('/user/unblock', { uuid: merchantId });
    expect((await api.call('GET', '/balance')).status).toBe(200);
  });

  it("cannot be throttled by someone who knows the key but not the secret: failures spend the caller's address budget, not the key's", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const api = await merchantApi(server);
    const forged = (address: string) =>
      fetch(`${server.url}/api/v1/balance`, {
        headers: {
          'x-api-key': api.key,
          'x-timestamp': String(Math.floor(Date.now() / 1000)),
          'x-signature': '00',
          'x-forwarded-for': address,
        },
      });
    // In tens: fewer at once than the load shedder admits, so every answer is the authentication's.
    const attack = await inTens(60, () => forged('203.0.113.7'));
    const codes = await Promise.all(attack.map(async (answer) => ((await answer.json()) as { error: { code: string } }).error.code));
    // The address is refused past its failure budget...
    expect(codes.filter((code) => code === 'bad_signature').length).toBeGreaterThan(0);
    expect(codes.filter((code) => code === 'rate_limited').length).toBeGreaterThan(0);
    // ...while the merchant's own signed calls from elsewhere are served, their key's budget untouched.
    expect((await api.call('GET', '/balance')).status).toBe(200);
    expect((await api.call('GET', '/balance')).status).toBe(200);
  });

  it('throttles random keys by address, without a database read for a key already found unknown', async () => {
    const random = (index: number, address: string) =>
      fetch(`${server.url}/api/v1/balance`, {
        headers: {
          'x-api-key': `nobody-${index}`,
          'x-timestamp': String(Math.floor(Date.now() / 1000)),
          'x-signature': '00',
          'x-forwarded-for': address,
        },
      });
    const statuses = (await Promise.all(Array.from({ length: 60 }, (_, index) => random(index, '198.51.100.9')))).map(
      (answer) => answer.status,
    );
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Another address is still answered on its own budget.
    expect((await random(0, '198.51.100.10')).status).toBe(401);
  });
});

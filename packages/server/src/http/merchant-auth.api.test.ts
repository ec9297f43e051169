import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { loggedIn } from '../../test/http-client';
import { merchantApi, userIds } from '../../test/order-fixtures';
import { merchantSignature } from './merchant-auth';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { MERCHANT_API_RATE: '2' } });
});
afterAll(() => server.close());

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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { merchantApi, userIds } from '../../test/order-fixtures';
import { keyIdOf } from './merchant-auth';

let server: TestServer;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
});
afterAll(() => server.close());

const completed = (route: string) => lines.filter((line) => line.msg === 'request completed' && line.route === route);

describe('merchant API calls in the logs', () => {
  it('name the merchant, the key by a short id, the route, the status and the refusal, never the key, secret or signature', async () => {
    const api = await merchantApi(server);
    const merchantId = (await userIds(server)).get('merchant')!;
    expect((await api.call('GET', '/balance')).status).toBe(200);
    const forged = await fetch(`${server.url}/api/v1/orders?limit=7`, {
      headers: { 'x-api-key': api.key, 'x-timestamp': String(Math.floor(Date.now() / 1000)), 'x-signature': 'f'.repeat(64) },
    });
    expect(forged.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const served = completed('GET /api/v1/balance').at(-1)!;
    expect(served).toMatchObject({ merchantId, keyId: keyIdOf(api.key), res: { statusCode: 200 } });
    const refused = completed('GET /api/v1/orders').at(-1)!;
    expect(refused).toMatchObject({ keyId: keyIdOf(api.key), refusal: 'bad_signature', res: { statusCode: 401 } });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(api.key);
    expect(everything).not.toContain(api.secret);
    expect(everything).not.toContain('f'.repeat(64));
    expect(lines.some((line) => typeof line.reqId === 'string' || typeof line.reqId === 'number')).toBe(true);
  });
});

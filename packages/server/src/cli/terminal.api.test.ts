import type { MerchantOrder, Terminal } from '@paydesk/contract';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { loggedIn, type TestClient } from '../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../test/order-fixtures';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

let server: TestServer;
let trader: TestClient;
let admin: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let requisiteId: string;

type Line = { event: string; [key: string]: unknown };
const terminal = async (...args: string[]) => {
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['packages/server/src/cli/terminal.ts', '--url', server.url, '--json', ...args],
    { cwd: ROOT },
  );
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
};

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  const ids = await userIds(server);
  const traderId = ids.get('trader')!;
  requisiteId = await readyTrader(server, traderId, '4111111111111111');
  await fundUser(server, traderId, 1_000_000_000n, 'terminal-cli-trader');
  await liveFlow(server, [traderId]);
  [trader, admin] = await Promise.all([loggedIn(server.url, 'trader'), loggedIn(server.url, 'admin')]);
  expect((await admin.put(`/terminal/manual-trader/${traderId}`, { without_terminal: false })).status).toBe(200);
  api = await merchantApi(server);
});
afterAll(() => server.close());

describe('npm run terminal', () => {
  it('pairs with the code, and with the printed token gets approved, enabled and pays a pay-in from the bank text it builds', async () => {
    const created = await trader.post<Terminal & { pairing_code: string }>('/terminal', { name: 'CLI phone', requisites: [requisiteId] });
    const paired = await terminal('--pair', created.body.data!.pairing_code, '--once');
    expect(paired.map((line) => line.event)).toEqual(['paired', 'heartbeat']);
    expect(paired[1]).toMatchObject({ status: 'moderation' });
    const token = paired[0]!.token as string;

    expect((await admin.post(`/terminal/${created.body.data!.guid}/moderate`)).status).toBe(200);
    // Not yet heard from since the approval: no pay-in goes to its card.
    await terminal('--token', token, '--once');
    const order = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'cli-terminal-1',
      amount: '1234.50',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(order.status).toBe(201);

    const sent = await terminal('--token', token, '--once', '--bank', 'sberbank', '--amount', '1234.50', '--tail', '1111');
    expect(sent.find((line) => line.event === 'notification')).toMatchObject({
      outcome: 'matched',
      order_guid: order.body.data!.id,
      read: { bank: 'sberbank', kind: 'incoming', amount: '1234.50', tail: '1111' },
    });
    expect((await api.call<MerchantOrder>('GET', `/orders/${order.body.data!.id}`)).body.data!.status).toBe('paid');

    const typed = await terminal('--token', token, '--once', '--notify', 'Ваш код 1234', '--notify', 'hello', '--source', 'Tinkoff');
    expect(typed.filter((line) => line.event === 'notification').map((line) => line.outcome)).toEqual(['ignored', 'unparsed']);
  }, 60_000);

  it('says why it was refused', async () => {
    await expect(terminal('--pair', 'NOPE1234', '--once')).rejects.toThrow(/pairing_code_invalid/);
  }, 30_000);
});

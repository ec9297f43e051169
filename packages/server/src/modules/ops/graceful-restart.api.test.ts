import type { CurrentUser, MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantSignature } from '../../http/merchant-auth';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';
import { startServerProcess } from '../../../test/processes';
import { openSocket } from '../../../test/ws-client';

const ORDERS = 48;
const AT_ONCE = 8;

let server: TestServer;
beforeAll(async () => {
  // The harness's own app only prepares and checks: the two processes below do the work.
  server = await startTestServer({ startJobs: false });
});
afterAll(async () => {
  await server?.close();
});

type Process = Awaited<ReturnType<typeof startServerProcess>>;

describe('a process restarted with SIGTERM in the middle of a burst', () => {
  it('loses no answered request, answers no 5xx and leaves nothing claimed', async () => {
    const ids = await userIds(server);
    const traderId = ids.get('trader')!;
    await readyTrader(server, traderId, '4111111111111111');
    await fundUser(server, traderId, 1_000_000_000n, 'restart-funding');
    await liveFlow(server, [traderId]);
    const api = await merchantApi(server);
    const trader = await loggedIn(server.url, 'trader');

    const env = { DATABASE_URL: server.databaseUrl, MERCHANT_API_RATE: '10000', MERCHANT_API_MAX_IN_FLIGHT: '10000', LOG_LEVEL: 'info' };
    const first = await startServerProcess(env);
    const second = await startServerProcess(env);
    /** The processes a proxy would send to: the stopped one leaves the list once it has exited. */
    const live: Process[] = [first, second];
    let turn = 0;
    let retried = 0;
    const statuses: number[] = [];
    /** What a proxy does: the next process in turn; a connection refused or reset before any answer goes to the next one. */
    const viaProxy = async (call: (url: string) => Promise<number>) => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const target = live[turn++ % live.length]!;
        try {
          const status = await call(target.url);
          statuses.push(status);
          return status;
        } catch {
          retried += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      throw new Error('no process answered');
    };
    const create = (index: number) =>
      viaProxy(async (url) => {
        const raw = JSON.stringify({
          direction: 'pay_in',
          merchant_order_id: `restart-${index}`,
          amount: (1000 + index).toFixed(2),
          currency: 'RUB',
          payment_type: 'card',
        });
        const timestamp = String(Math.floor(Date.now() / 1000));
        const response = await fetch(`${url}/api/v1/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': api.key,
            'x-timestamp': timestamp,
            'x-signature': merchantSignature(api.secret, timestamp, 'POST', '/api/v1/orders', raw),
          },
          body: raw,
        });
        const body = (await response.json()) as { data?: MerchantOrder };
        if (body.data) created.set(index, body.data.id);
        return response.status;
      });
    const confirm = (orderId: string) =>
      viaProxy(async (url) => {
        const client = new TestClient(url);
        for (const [name, value] of trader.cookies) client.cookies.set(name, value);
        const answer = await client.post(`/order/${orderId}/set-paid`, {});
        if (answer.status === 200) confirmed.add(orderId);
        return answer.status;
      });
    const created = new Map<number, string>();
    const confirmed = new Set<string>();

    // Orders made and confirmed AT_ONCE at a time; a third of the way, the first process gets SIGTERM
    // and a new one starts in its place.
    let socket: Awaited<ReturnType<typeof openSocket>> | null = null;
    let restart: Promise<{ stopMs: number; startMs: number; output: string }> | null = null;
    const work = async (index: number) => {
      if (index === Math.floor(ORDERS / 3) && !restart) {
        restart = (async () => {
          // The trader's browser holds a websocket on it.
          const user = (await trader.get<CurrentUser>('/user/current')).body.data!;
          socket = await openSocket(first.url);
          socket.auth(user.uuid, user.ws_token);
          await socket.next('auth.ok');
          const signalled = Date.now();
          // The proxy keeps sending to it until its connections are refused, then leaves it out.
          await first.stop('SIGTERM');
          live.splice(live.indexOf(first), 1);
          const stopMs = Date.now() - signalled;
          const spawned = Date.now();
          const replacement = await startServerProcess(env);
          live.push(replacement);
          return { stopMs, startMs: Date.now() - spawned, output: first.output(), replacement } as never;
        })();
      }
      if ((await create(index)) === 201) await confirm(created.get(index)!);
    };
    for (let index = 0; index < ORDERS; index += AT_ONCE) {
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, ORDERS - index) }, (_, offset) => work(index + offset)));
    }
    const figures = (await restart!) as { stopMs: number; startMs: number; output: string };
    // Everything after the restart goes through both processes again.
    for (let index = ORDERS; index < ORDERS + AT_ONCE; index += 1) await work(index);

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(created.size).toBe(ORDERS + AT_ONCE);
    // Every answered creation is in the database, once; every answered confirmation made its order paid.
    const rows = await server.db.query<{ id: string; merchant_order_id: string; status: string }>(
      "SELECT id, merchant_order_id, status FROM orders WHERE merchant_order_id LIKE 'restart-%'",
    );
    expect(rows).toHaveLength(created.size);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(created.values()));
    expect(confirmed.size).toBe(created.size);
    expect(rows.every((row) => row.status === 'paid')).toBe(true);
    // The stopped process said so, and in order.
    expect(figures.output).toContain('stopping: answering the requests in flight');
    expect(figures.output).toMatch(/"msg":"stopped"/);
    // Its websocket was closed with "service restart": the browser connects again, to a process that stays.
    expect(await socket!.closed).toBe(1012);

    // Both remaining processes stop the same way: no job and no webhook is left claimed by anyone.
    for (const process of live) await process.stop('SIGTERM');
    const [claims] = await server.db.query<{ jobs: number; webhooks: number; processing: number }>(
      `SELECT (SELECT count(*)::int FROM jobs WHERE status = 'running') AS jobs,
              (SELECT count(*)::int FROM webhook_deliveries WHERE locked_by IS NOT NULL AND status = 'pending') AS webhooks,
              (SELECT count(*)::int FROM merchant_requests WHERE status = 'processing') AS processing`,
    );
    expect(claims).toEqual({ jobs: 0, webhooks: 0, processing: 0 });
    console.log(
      `Restart under a burst of ${created.size} creations and confirmations: the stopping process exited ${figures.stopMs} ms after SIGTERM, ` +
        `its replacement answered ${figures.startMs} ms after it was started; ${retried} calls went to the other process; no 5xx.`,
    );
  }, 240_000);
});

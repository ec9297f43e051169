import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { fundUser, userIds } from '../../test/order-fixtures';
import { seedDemoTrading } from '../seed/demo-trading.seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  await seedDemoTrading(server.db);
  // The demo secret is sealed at start; this server started before it was seeded.
  await server.app.services.account.sealLegacySecrets();
  // Enough USDT on both sides that no run depends on what an earlier one left: pay-outs hold the merchant's.
  const ids = await userIds(server);
  await fundUser(server, ids.get('merchant')!, 1_000_000_000_000n, 'simulate-test-merchant');
  await fundUser(server, ids.get('trader')!, 1_000_000_000_000n, 'simulate-test-trader');
});
afterAll(() => server.close());

type Report = {
  created: number;
  paid: number;
  paid_other_amount: number;
  canceled_by_merchant: number;
  left_to_expire: number;
  unprocessed: Record<string, number>;
  errors: Record<string, number>;
  orders_per_second: number;
  paid_by_terminal: number;
  terminal_not_matched: Record<string, number>;
};

const simulate = async (seed: number, ...extra: string[]) => {
  const cli = path.join(import.meta.dirname, 'simulate.ts');
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', cli, '--url', server.url, '--orders', '24', '--rate', '40', '--seed', String(seed), '--pace', '0.02', '--json', ...extra],
    { cwd: path.join(import.meta.dirname, '..', '..') },
  );
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as Report;
};

const statuses = async () =>
  new Map(
    (
      await server.db.query<{ status: string; n: number }>(
        "SELECT status, count(*)::int AS n FROM orders WHERE merchant_order_id LIKE 'sim-%' GROUP BY 1",
      )
    ).map((row) => [row.status, row.n]),
  );

describe('npm run simulate', () => {
  it('drives the server as merchants, customers and the trader, and reports exactly what the database holds', async () => {
    const report = await simulate(7);
    expect(report.errors).toEqual({});
    const unprocessed = Object.values(report.unprocessed).reduce((sum, n) => sum + n, 0);
    expect(report.created + unprocessed).toBe(24);
    expect(report.paid).toBeGreaterThan(0);
    const seen = await statuses();
    expect(seen.get('paid') ?? 0).toBe(report.paid);
    expect(seen.get('canceled') ?? 0).toBe(report.canceled_by_merchant);
    expect((seen.get('new') ?? 0) + (seen.get('in-progress') ?? 0)).toBe(report.left_to_expire);
    const [kept] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM unprocessed_orders WHERE merchant_order_id LIKE 'sim-7-%'",
    );
    expect(kept!.n).toBe(unprocessed);
    // The customers' "I have paid" went through the payment page: their orders passed in-progress.
    const [viaPage] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_history WHERE to_status = 'in-progress' AND reason_code = 'customer_says_paid'",
    );
    expect(viaPage!.n).toBeGreaterThan(0);
    expect(report.orders_per_second).toBeGreaterThan(0);
  }, 120_000);

  // The orders a run leaves open hold their amounts on the card: let them expire, as the server would.
  const expireLeftovers = async () => {
    await server.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE status IN ('new', 'in-progress')");
    while ((await server.app.services.orders.expireDue()) > 0);
  };

  it('makes the same choices for the same seed, and others for another', async () => {
    await expireLeftovers();
    const first = await simulate(7);
    await expireLeftovers();
    const again = await simulate(7);
    await expireLeftovers();
    const pick = (report: Report) => [
      report.created,
      report.paid,
      report.paid_other_amount,
      report.canceled_by_merchant,
      report.left_to_expire,
      report.unprocessed,
      report.errors,
    ];
    expect(pick(again)).toEqual(pick(first));
    expect(pick(await simulate(8))).not.toEqual(pick(first));
  }, 180_000);

  it('lets the emulated terminal pay the pay-ins by their bank SMS, without the trader allowed to confirm by hand meanwhile', async () => {
    await expireLeftovers();
    const traderId = (await userIds(server)).get('trader')!;
    const manual = async () =>
      (await server.db.query('SELECT 1 FROM manual_confirmation_traders WHERE user_id = $1', [traderId])).length > 0;
    expect(await manual()).toBe(true);
    const before = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_history WHERE reason_code = 'terminal_confirmed'",
    );

    const report = await simulate(11, '--terminal');
    expect(report.errors).toEqual({});
    expect(report.paid_by_terminal).toBeGreaterThan(0);
    // Only a customer paying another amount leaves an SMS that pays nothing; the trader confirms those.
    expect(Object.keys(report.terminal_not_matched).every((outcome) => outcome === 'unmatched')).toBe(true);
    const [confirmed] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_history WHERE reason_code = 'terminal_confirmed'",
    );
    expect(confirmed!.n - before[0]!.n).toBe(report.paid_by_terminal);
    const [matched] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM terminal_notifications n JOIN orders o ON o.id = n.order_id WHERE n.outcome = 'matched' AND o.status = 'paid'",
    );
    expect(matched!.n).toBe(report.paid_by_terminal);
    // The trader confirms by hand again, and the run's terminal is gone.
    expect(await manual()).toBe(true);
    const [left] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM terminals WHERE name LIKE 'Simulator %' AND deleted_at IS NULL",
    );
    expect(left!.n).toBe(0);
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import { postTransfer } from '../src/modules/ledger/ledger.service';
import { loggedIn, type TestClient } from '../test/http-client';
import type { startBenchServer } from './bench-server';
import { seedOrders } from './orders-history.bench';
import { plainInserts } from './plain-inserts';

type Server = Awaited<ReturnType<typeof startBenchServer>>;

const ROUNDS = 100;
/** The targets: statistics over 1,000,000 orders, and a page of a wallet's history over 1,000,000 movements. */
const STATISTICS_P95_MS = 200;
const HISTORY_P95_MS = 30;
const MOVEMENTS = 1_000_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const measure = async (client: TestClient, label: string, path: string, target: number) => {
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const answer = await client.get(path);
    timings.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  const verdict = p95 <= target ? 'ok' : `OVER ${target} ms`;
  return `${label.padEnd(44)} p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ${verdict}`;
};

/**
 * Statistics over 1,000,000 orders (bulk-inserted as the history bench inserts them, then the
 * rollup rebuilt from them, as the deltas would have kept it), per role and filter; then a page of
 * the trader's balance history over 1,000,000 movements of its wallet. Beside them, this run's
 * plain INSERT rate and a one-row signed-in call: the machine's floor at the time.
 */
export const benchStatistics = async (server: Server) => {
  const inserts = await plainInserts(server.db, 3);
  const seeded = await seedOrders(server);
  let started = performance.now();
  await server.db.query('SELECT order_stats_rebuild()');
  await server.db.query('VACUUM ANALYZE order_stats_daily');
  const rebuildSeconds = (performance.now() - started) / 1000;
  const [{ rows } = { rows: 0 }] = await server.db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM order_stats_daily');
  const [{ id: traderId } = { id: '' }] = await server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'trader'");
  const [admin, trader, merchant] = await Promise.all([
    loggedIn(server.url, 'admin'),
    loggedIn(server.url, 'trader'),
    loggedIn(server.url, 'merchant'),
  ]);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const lines = [
    `baseline: plain INSERTs ${inserts.toFixed(0)}/s`,
    await measure(admin, 'floor: GET /user/current', '/user/current', STATISTICS_P95_MS),
    `1,000,000 orders (${seeded.merchants} merchants, ${seeded.traders} traders) inserted in ${seeded.seconds.toFixed(0)} s; rollup rebuilt in ${rebuildSeconds.toFixed(1)} s: ${rows} rows; ${ROUNDS} sequential calls each, target p95 <= ${STATISTICS_P95_MS} ms`,
    await measure(admin, 'admin: all orders, all time', '/order/statistic/', STATISTICS_P95_MS),
    await measure(
      admin,
      'admin: last 30 days, paid',
      `/order/statistic/?filter[created_at_from]=${monthAgo}&filter[status]=paid`,
      STATISTICS_P95_MS,
    ),
    await measure(trader, 'trader: own, all time', '/my/order/statistic/', STATISTICS_P95_MS),
    await measure(
      merchant,
      'merchant: own, pay-ins, last 30 days',
      `/my/order/statistic/?filter[direction]=pay_in&filter[created_at_from]=${monthAgo}`,
      STATISTICS_P95_MS,
    ),
  ];

  // A million movements of the trader's wallet, alternating in and out, with consistent balances after.
  await server.db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { owner: traderId, part: 'available' },
      currency: 'USDT',
      amount: 1_000_000n,
      kind: 'demo_funding',
      idempotencyKey: `bench-statistics-funding-${randomUUID()}`,
    }),
  );
  const [account] = await server.db.query<{ id: string; balance: string }>(
    "SELECT a.id, a.balance::text FROM ledger_accounts a JOIN users u ON u.id = a.owner_id WHERE u.username = 'trader' AND a.part = 'available' AND a.currency = 'USDT'",
  );
  const [world] = await server.db.query<{ id: string }>(
    "SELECT id FROM ledger_accounts WHERE part = 'world' AND currency = 'USDT' ORDER BY shard LIMIT 1",
  );
  started = performance.now();
  const base = BigInt(account!.balance);
  await server.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency, amount, kind, idempotency_key, debit_balance_after,
                                     credit_balance_after, created_at)
       SELECT gen_random_uuid(), CASE WHEN n % 2 = 1 THEN $2::uuid ELSE $1::uuid END, CASE WHEN n % 2 = 1 THEN $1::uuid ELSE $2::uuid END,
              'USDT', 1000000, 'demo_funding', $3 || n,
              CASE WHEN n % 2 = 1 THEN 0 ELSE $4::bigint END, CASE WHEN n % 2 = 1 THEN $4::bigint + 1000000 ELSE 0 END,
              now() - make_interval(secs => ${MOVEMENTS} - n)
         FROM generate_series(1, ${MOVEMENTS}) AS n`,
      [account!.id, world!.id, `bench-movement-${randomUUID()}-`, base.toString()],
    );
  });
  await server.db.query('VACUUM ANALYZE ledger_transfers');
  const insertSeconds = (performance.now() - started) / 1000;
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  lines.push(
    `${MOVEMENTS} movements of the trader's wallet inserted in ${insertSeconds.toFixed(0)} s; target p95 <= ${HISTORY_P95_MS} ms`,
    await measure(trader, 'trader: balance history, first page', '/my/transaction', HISTORY_P95_MS),
    await measure(trader, 'trader: balance history, page 50', '/my/transaction?page=50', HISTORY_P95_MS),
    await measure(
      trader,
      'trader: funding only, last 7 days',
      `/my/transaction?filter[type]=funding&filter[created_at_from]=${weekAgo}`,
      HISTORY_P95_MS,
    ),
  );
  return lines;
};

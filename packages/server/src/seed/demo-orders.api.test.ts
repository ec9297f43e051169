import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '../../test/harness';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { checkLedger } from '../modules/ledger/ledger.check';
import { seedDemo } from './demo.seed';
import { seedDemoOrders } from './demo-orders.seed';
import { seedDemoTrading } from './demo-trading.seed';

// The first start of the embedded demo, as `npm start` makes it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-demo-orders-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }, []);
let db: Db;
let app: App;
let seeded: Awaited<ReturnType<typeof seedDemoOrders>>;

beforeAll(async () => {
  db = await openDb(config);
  await migrate(db);
  await seedDemo(db, Number(TEST_PASSWORD_HASH_COST));
  await seedDemoTrading(db);
  app = await buildApp({ config, db, startJobs: false });
  seeded = await seedDemoOrders(app, { count: 150 });
}, 300_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Row = { direction: string; status: string; n: number };

describe('the demo order history', () => {
  it('holds a few hundred orders of the past 30 days, both directions, every status, and some unprocessed', async () => {
    console.log(`demo history: ${JSON.stringify(seeded)}`);
    expect(seeded!.created).toBeGreaterThan(130);
    const rows = await db.query<Row>('SELECT direction, status, count(*)::int AS n FROM orders GROUP BY 1, 2');
    const statuses = (direction: string) => rows.filter((row) => row.direction === direction).map((row) => row.status);
    expect(new Set(statuses('pay_in'))).toEqual(new Set(['new', 'in-progress', 'paid', 'done', 'canceled', 'dispute']));
    expect(new Set(statuses('pay_out'))).toEqual(new Set(['new', 'paid', 'done', 'canceled']));
    const [span] = await db.query<{ oldest: Date; newest: Date; days: number }>(
      'SELECT min(created_at) AS oldest, max(created_at) AS newest, count(DISTINCT created_at::date)::int AS days FROM orders',
    );
    expect(Date.now() - span!.oldest.getTime()).toBeGreaterThan(29 * 86_400_000);
    expect(Date.now() - span!.oldest.getTime()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(span!.days).toBeGreaterThanOrEqual(28);
    const [unprocessed] = await db.query<{ n: number; oldest: Date }>(
      'SELECT count(*)::int AS n, min(created_at) AS oldest FROM unprocessed_orders',
    );
    expect(unprocessed!.n).toBeLessThanOrEqual(seeded!.refused);
    expect(unprocessed!.n).toBeGreaterThan(0);
    expect(Date.now() - unprocessed!.oldest.getTime()).toBeGreaterThan(86_400_000);
  });

  it('was made by the engine: every order has its history from creation, its hold and its settlement in the ledger', async () => {
    const withoutStart = await db.query(
      `SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_history h WHERE h.order_id = o.id AND h.from_status IS NULL)`,
    );
    expect(withoutStart).toEqual([]);
    const [settled] = await db.query<{ paid: number; settled: number }>(
      `SELECT count(*)::int AS paid,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reference_id = o.id::text AND t.kind = 'platform_fee'))::int AS settled
         FROM orders o WHERE status IN ('paid', 'done')`,
    );
    expect(settled!.settled).toBe(settled!.paid);
    // The history reads in time order: created, said paid, closed.
    const disordered = await db.query(
      `SELECT h.order_id FROM order_history h JOIN orders o ON o.id = h.order_id
        WHERE h.created_at < o.created_at OR (h.to_status = 'done' AND h.created_at < o.created_at + interval '24 hours')`,
    );
    expect(disordered).toEqual([]);
    const expired = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM order_history WHERE reason_code = 'expired'");
    expect(expired[0]!.n).toBeGreaterThan(10);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('holds a dispute still open and one an admin rejected, with their evidence', async () => {
    const rows = await db.query<{ reason: string; status: string; files: number }>(
      `SELECT reason, status, (SELECT count(*)::int FROM dispute_files f WHERE f.dispute_id = d.id) AS files FROM disputes d ORDER BY reason`,
    );
    expect(rows).toEqual([
      { reason: 'payment_after_cancel', status: 'open', files: 1 },
      { reason: 'wrong_details', status: 'rejected', files: 0 },
    ]);
  });

  it('is made once', async () => {
    expect(await seedDemoOrders(app)).toBeNull();
  });
});

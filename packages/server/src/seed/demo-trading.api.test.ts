import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MerchantOrder } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../../test/http-client';
import { TEST_PASSWORD_HASH_COST } from '../../test/harness';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { checkLedger } from '../modules/ledger/ledger.check';
import { getUserBalances } from '../modules/ledger/ledger.service';
import { seedDemo } from './demo.seed';
import { seedDemoTrading } from './demo-trading.seed';

// The product as `npm start` runs it: the embedded database, the demo data, the demo merchant's keys.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-demo-trading-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }, []);
let db: Db;
let app: App;
let url: string;

beforeAll(async () => {
  db = await openDb(config);
  await migrate(db);
  await seedDemo(db, Number(TEST_PASSWORD_HASH_COST));
  expect(await seedDemoTrading(db)).toBe(true);
  app = await buildApp({ config, db });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo on the embedded database', () => {
  it('seeds its trading setup once', async () => {
    expect(await seedDemoTrading(db)).toBe(false);
  });

  it('creates a pay-in with `npm run order`, which the demo trader confirms and the ledger settles', async () => {
    const cli = path.join(import.meta.dirname, '..', 'cli', 'order.ts');
    const { stdout } = await promisify(execFile)('npx', ['tsx', cli, '--url', url, '--amount', '1500'], {
      cwd: path.join(import.meta.dirname, '..', '..'),
    });
    expect(stdout).toContain('POST /api/v1/orders → 201');
    const order = (JSON.parse(stdout.slice(stdout.indexOf('{'))) as { data: MerchantOrder }).data;
    expect(order).toMatchObject({ status: 'new', fiat: { amount: '1500.00', currency: 'RUB' }, crypto: { amount: '15.789473' } });

    const merchantId = (await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'merchant'"))[0]!.id;
    const before = await getUserBalances(db, merchantId, 'USDT');
    const trader = await loggedIn(url, 'trader');
    expect((await trader.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
    const after = await getUserBalances(db, merchantId, 'USDT');
    // 15.789473 less the merchant's 7 %, rounded down: 14.684210 credited.
    expect(after.available - before.available).toBe(14_684_210n);
    expect(await checkLedger(db)).toEqual([]);
  }, 60_000);
});

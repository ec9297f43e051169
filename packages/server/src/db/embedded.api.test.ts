import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CurrentUser } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { TEST_PASSWORD_HASH_COST } from '../../test/harness';
import { openSocket } from '../../test/ws-client';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../seed/demo.seed';
import type { Db } from './db';
import { listMigrations, migrate } from './migrate';
import { openDb } from './open-db';

// One PGlite for the whole file: opening one takes seconds.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-embedded-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }, []);
let db: Db;
let app: App;
let url: string;

beforeAll(async () => {
  db = await openDb(config);
  expect(await migrate(db)).toEqual(listMigrations());
  expect(await seedDemo(db, Number(TEST_PASSWORD_HASH_COST))).toBe(true);
  app = await buildApp({ config, db });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded default database', () => {
  it('is used when no DATABASE_URL is set, in the data folder', () => {
    expect(db.kind).toBe('pglite');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  });

  it('migrates and seeds only once', async () => {
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemo(db, Number(TEST_PASSWORD_HASH_COST))).toBe(false);
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    expect(row!.count).toBe(8);
  });

  it('returns BIGINT and NUMERIC as exact strings', async () => {
    const [row] = await db.query<{ big: unknown; money: unknown }>('SELECT 9007199254740993::bigint AS big, 0.1::numeric(30,6) AS money');
    expect(row).toEqual({ big: '9007199254740993', money: '0.100000' });
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE users SET comment = 'half' WHERE username = 'agent'");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await db.query<{ comment: string }>("SELECT comment FROM users WHERE username = 'agent'");
    expect(row!.comment).not.toBe('half');
  });

  it('runs the transactional admin calls without waiting on itself (one transaction at a time)', async () => {
    const admin = new TestClient(url);
    expect((await admin.login('admin', 'admin-demo-1')).status).toBe(200);
    const [agent] = await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'agent'");
    const edited = await admin.post<{ comment: string }>(`/user/${agent!.id}`, { comment: 'edited on the embedded database' });
    expect(edited.body.data?.comment).toBe('edited on the embedded database');
    expect((await admin.post('/user/block', { uuid: agent!.id, comment: 'check' })).status).toBe(200);
    expect((await admin.post('/user/unblock', { uuid: agent!.id })).status).toBe(200);
    const flow = await admin.post<{ uuid: string }>('/flow/', {
      name: 'Embedded',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      currency_rate_source: 'manual',
      currency_rate: '90',
    });
    expect(flow.status).toBe(200);
    const trader = await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'trader'");
    expect(
      (await admin.post(`/flow/${flow.body.data!.uuid}/executor`, { executor_type: 'trader', executor_id: trader[0]!.id })).status,
    ).toBe(200);
    const requisite = await admin.post('/requisite', {
      user_uuid: trader[0]!.id,
      name: 'Embedded card',
      currency: 'RUB',
      payment_type: 'card',
      payment_option: 'tbank_card',
      attributes: { card_number: '4111111111111111', holder: 'A B' },
    });
    expect(requisite.status).toBe(200);
  });

  it('exports a list as CSV from a cursor that other statements run beside', async () => {
    const rows: number[] = [];
    for await (const batch of db.cursor<{ n: number }>('SELECT n FROM generate_series(1, 2500) AS g(n) ORDER BY n', [], 1000)) {
      // The one connection still answers between two batches.
      expect((await db.query<{ one: number }>('SELECT 1 AS one'))[0]!.one).toBe(1);
      rows.push(...batch.map((row) => row.n));
    }
    expect(rows).toEqual(Array.from({ length: 2500 }, (_, index) => index + 1));
    const admin = new TestClient(url);
    expect((await admin.login('admin', 'admin-demo-1')).status).toBe(200);
    const csv = await admin.download('/user?format=csv&sort=username');
    expect(csv.status).toBe(200);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    const page = (await admin.get<{ context: { total_count: number } }>('/user')).body.data!;
    expect(lines).toHaveLength(page.context.total_count + 1);
    expect(lines[0]!.startsWith('ID,Username,')).toBe(true);
  });

  it('reads the deals with their devices and filters, and the routing directions', async () => {
    const admin = new TestClient(url);
    expect((await admin.login('admin', 'admin-demo-1')).status).toBe(200);
    const deals = await admin.get<{ items: { devices: unknown[] | null }[] }>('/order?filter[devices]=phone&filter[teamlead]=agent');
    expect(deals.status).toBe(200);
    expect(
      (await admin.get<{ items: { devices: unknown[] | null }[] }>('/order')).body.data!.items.every((item) => Array.isArray(item.devices)),
    ).toBe(true);
    // The flow made above, switched on with a pay-in fee for its trader, who holds a card: a direction.
    await db.query("UPDATE flows SET is_active = true WHERE name = 'Embedded'");
    const [executor] = await db.query<{ id: string; flow_id: string }>(
      "SELECT e.id, e.flow_id FROM flow_executors e JOIN flows f ON f.id = e.flow_id WHERE f.name = 'Embedded'",
    );
    const fees = await admin.patch(`/flow/${executor!.flow_id}/executor/${executor!.id}/fees`, {
      fees: [{ direction: 'pay_in', min_amount: '100', max_amount: null, percentage: '1' }],
    });
    expect(fees.status).toBe(200);
    const directions = await admin.get<{ items: { id: string; min_amount: string }[] }>('/direction?count=100');
    expect(directions.status).toBe(200);
    expect(directions.body.data!.items.find((item) => item.id === 'RUB:USDT:card:pay_in')?.min_amount).toBe('100');
  });

  it('logs a demo user in and pushes realtime events in process', async () => {
    const client = new TestClient(url);
    expect((await client.login('trader', 'trader-demo-1')).status).toBe(200);
    const user = (await client.get<CurrentUser>('/user/current')).body.data!;
    expect(user.profile?.insurance_paid).toBe(true);
    const ws = await openSocket(url);
    ws.auth(user.uuid, user.ws_token);
    await ws.next('auth.ok');
    await app.deps.bus.publish({ kind: 'message', userId: user.uuid, message: { type: 'deposit.added', message: '{"amount":"5"}' } });
    expect((await ws.next('deposit.added')).message).toBe('{"amount":"5"}');
    ws.close();
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { createPgDb } from '../db/pg-db';
import { checkLedger } from '../modules/ledger/ledger.check';
import { seedDemo } from '../seed/demo.seed';
import { createTestDatabase } from '../../test/test-database';
import { fundUser } from '../../test/order-fixtures';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = (script: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), [`packages/server/src/cli/${script}`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-backup-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** What must come back exactly: every ledger balance and every transfer, to the last minor unit. */
const state = async (db: Db) =>
  JSON.stringify([
    await db.query('SELECT id, part, currency, balance::text FROM ledger_accounts ORDER BY id'),
    await db.query('SELECT id, amount::text, kind, idempotency_key FROM ledger_transfers ORDER BY id'),
    await db.query('SELECT id, status FROM orders ORDER BY id'),
  ]);
const fund = (db: Db, owner: string, amount: bigint, key: string) => fundUser({ db }, owner, amount, key);
const traderOf = async (db: Db) => (await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'trader'"))[0]!.id;

describe('backup and restore of PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('brings back exactly the balances, transfers and orders of the backup, passing the ledger check', async () => {
    let db = createPgDb(database.url, 2);
    await migrate(db);
    await seedDemo(db);
    await fund(db, await traderOf(db), 123_456_789n, 'backup-before');
    const before = await state(db);
    const file = path.join(folder, 'pg.dump');
    await run('backup.ts', ['--out', file], { DATABASE_URL: database.url });
    await fund(db, await traderOf(db), 1n, 'backup-after');
    expect(await state(db)).not.toBe(before);
    await db.close();
    const { stdout } = await run('restore.ts', [file], { DATABASE_URL: database.url });
    expect(stdout).toContain('PostgreSQL restored');
    db = createPgDb(database.url, 2);
    expect(await state(db)).toBe(before);
    expect(await checkLedger(db)).toEqual([]);
    await db.close();
    expect((await run('ledger-check.ts', [], { DATABASE_URL: database.url })).stdout).toContain('Ledger OK');
  }, 120_000);
});

describe('backup and restore of the embedded database', () => {
  it('brings back exactly the same state, and nothing opens the database while a process holds it', async () => {
    const dataDir = path.join(folder, 'data');
    let db = await openDb({ databaseUrl: null, databasePoolSize: 1, dataDir });
    await migrate(db);
    await seedDemo(db);
    await fund(db, await traderOf(db), 987_654_321n, 'embedded-before');
    const before = await state(db);
    // Held by this process: the commands refuse, saying why.
    const refused = await run('ledger-check.ts', [], { DATA_DIR: dataDir }).catch((error: { stderr: string }) => error);
    expect((refused as { stderr: string }).stderr).toContain(`is open in another process (pid ${process.pid})`);
    await expect(run('backup.ts', ['--out', path.join(folder, 'refused.tar.gz')], { DATA_DIR: dataDir })).rejects.toThrow(
      /open in another process/,
    );
    await db.close();

    const file = path.join(folder, 'embedded.tar.gz');
    await run('backup.ts', ['--out', file], { DATA_DIR: dataDir });
    db = await openDb({ databaseUrl: null, databasePoolSize: 1, dataDir });
    await fund(db, await traderOf(db), 5n, 'embedded-after');
    expect(await state(db)).not.toBe(before);
    await db.close();
    const { stdout } = await run('restore.ts', [file], { DATA_DIR: dataDir });
    expect(stdout).toContain('Embedded database restored');
    db = await openDb({ databaseUrl: null, databasePoolSize: 1, dataDir });
    expect(await state(db)).toBe(before);
    expect(await checkLedger(db)).toEqual([]);
    await db.close();
    // A PostgreSQL dump is not taken for an embedded one.
    await expect(run('restore.ts', [path.join(folder, 'pg.dump')], { DATA_DIR: dataDir })).rejects.toThrow(
      /is not a backup of the embedded/,
    );
  }, 180_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgDb } from '../db/pg-db';
import { APP_SECRET_FILE, loadAppSecret } from './app-secret';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const folders: string[] = [];
const dataDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-secret-'));
  folders.push(folder);
  return folder;
};
const settings = async (key: string) => db.query<{ value: string }>('SELECT value FROM system_settings WHERE key = $1', [key]);

beforeAll(async () => {
  database = await createTestDatabase();
  db = createPgDb(database.url, 4);
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await database.drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the app secret', () => {
  it('in production on PostgreSQL must come from APP_SECRET: none is generated', async () => {
    const folder = dataDir();
    await expect(loadAppSecret(db, { configured: null, production: true, dataDir: folder })).rejects.toThrow(
      /APP_SECRET must be set in production/,
    );
    expect(fs.existsSync(path.join(folder, APP_SECRET_FILE))).toBe(false);
    expect(await settings('app_secret')).toEqual([]);
  });

  it('outside production is made once into a key file only its owner reads, never into a table, and shared by processes starting at once', async () => {
    const folder = dataDir();
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => loadAppSecret(db, { configured: null, production: false, dataDir: folder })),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    const file = path.join(folder, APP_SECRET_FILE);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secrets[0]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(await settings('app_secret')).toEqual([]);
    const everything = JSON.stringify(await db.query('SELECT * FROM system_settings'));
    expect(everything).not.toContain(secrets[0]);
    expect(await loadAppSecret(db, { configured: null, production: false, dataDir: folder })).toBe(secrets[0]);

    // Another folder's key is not the one this database was sealed with: refused, not used.
    await expect(loadAppSecret(db, { configured: null, production: false, dataDir: dataDir() })).rejects.toThrow(
      /is not the key this database was sealed with/,
    );
    await expect(
      loadAppSecret(db, { configured: 'another-configured-secret-of-enough-length', production: false, dataDir: folder }),
    ).rejects.toThrow(/APP_SECRET is not the key this database was sealed with/);
  });

  it('moves a key an earlier version kept in the database out into the key file', async () => {
    const other = await createTestDatabase();
    const legacyDb = createPgDb(other.url, 2);
    try {
      await migrate(legacyDb);
      await legacyDb.query("INSERT INTO system_settings (key, value) VALUES ('app_secret', 'an-older-secret-kept-in-the-database-0123')");
      const folder = dataDir();
      expect(await loadAppSecret(legacyDb, { configured: null, production: false, dataDir: folder })).toBe(
        'an-older-secret-kept-in-the-database-0123',
      );
      expect(fs.readFileSync(path.join(folder, APP_SECRET_FILE), 'utf8').trim()).toBe('an-older-secret-kept-in-the-database-0123');
      expect(await legacyDb.query("SELECT 1 FROM system_settings WHERE key = 'app_secret'")).toEqual([]);
    } finally {
      await legacyDb.close();
      await other.drop();
    }
  });
});

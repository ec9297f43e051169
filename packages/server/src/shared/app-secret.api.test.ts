import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgDb } from '../db/pg-db';
import { loadAppSecret } from './app-secret';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createPgDb(database.url, 2);
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

describe('the app secret', () => {
  it('in production on PostgreSQL must come from APP_SECRET: none is generated into the database', async () => {
    await expect(loadAppSecret(db, null, true)).rejects.toThrow(/APP_SECRET must be set in production/);
    expect(await db.query("SELECT 1 FROM system_settings WHERE key = 'app_secret'")).toEqual([]);
    expect(await loadAppSecret(db, 'configured-secret-of-enough-length', true)).toBe('configured-secret-of-enough-length');
  });

  it('outside production is generated once and shared', async () => {
    const first = await loadAppSecret(db, null, false);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadAppSecret(db, null, false)).toBe(first);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { createConfigSnapshots } from './config-snapshot';
import type { Db } from './db';
import { migrate } from './migrate';
import { createPgDb } from './pg-db';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
// Two pools on one database: two server processes.
let here: Db;
let there: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  here = createPgDb(database.url, 4);
  there = createPgDb(database.url, 4);
  await migrate(here);
}, 60_000);
afterAll(async () => {
  await here?.close();
  await there?.close();
  await database?.drop();
});

/** A loader that counts how often the database was asked. */
const counted = () => {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return (await here.query<{ name: string }>("SELECT name FROM currencies WHERE code = 'RUB'"))[0]!.name;
    },
    calls: () => calls,
  };
};

const version = async () => (await here.query<{ version: string }>('SELECT version::text AS version FROM config_version'))[0]!.version;

describe('configuration snapshots', () => {
  it('read a key once while the configuration stands still, and again once another process has changed it', async () => {
    const snapshots = createConfigSnapshots(here);
    const name = counted();
    expect(await (await snapshots.fresh()).read('rub', name.load)).toBe(await name.load());
    await (await snapshots.fresh()).read('rub', name.load);
    expect(name.calls()).toBe(2);

    await there.query("UPDATE currencies SET name = name || ' (renamed)' WHERE code = 'RUB'");
    expect(await (await snapshots.fresh()).read('rub', name.load)).toMatch(/\(renamed\)$/);
    expect(name.calls()).toBe(3);
    await there.query("UPDATE currencies SET name = replace(name, ' (renamed)', '') WHERE code = 'RUB'");
  });

  it('move once per transaction however many rows it writes, and not at all for one rolled back', async () => {
    const before = BigInt(await version());
    await there.transaction(async (tx) => {
      await tx.query('UPDATE currencies SET is_active = is_active');
      await tx.query('UPDATE currencies SET is_active = is_active');
    });
    expect(BigInt(await version())).toBe(before + 1n);
    await expect(
      there.transaction(async (tx) => {
        await tx.query('UPDATE currencies SET is_active = is_active');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(BigInt(await version())).toBe(before + 1n);
  });

  it('move for a write to any table routing reads', async () => {
    const watched = await here.query<{ table: string }>(
      "SELECT DISTINCT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'config_changed' ORDER BY 1",
    );
    expect(watched.map((row) => row.table)).toEqual(
      [
        // The anti-fraud cases and settings routing and creation read.
        'anti_fraud_cases',
        'anti_fraud_settings',
        'currencies',
        'currency_rates',
        'flow_executor_fees',
        'flow_executors',
        'flow_merchants',
        'flows',
        'merchant_profiles',
        'merchant_referrals',
        // A partner instance's address and sealed keys, read when routing calls it.
        'partner_systems',
        'requisite_restrictions',
        'requisites',
        'trader_profiles',
        'trader_restrictions',
        'trader_teamleads',
        'users',
      ].sort(),
    );
    const before = BigInt(await version());
    await there.query(
      "INSERT INTO users (id, username, type, invite_code, api_key) VALUES (gen_random_uuid(), 'snapshot_user', 'trader', 'snap-invite', 'snap-key')",
    );
    expect(BigInt(await version())).toBe(before + 1n);
  });

  it('forgets a failed read: the next caller asks again', async () => {
    const snapshots = createConfigSnapshots(here);
    const snapshot = await snapshots.fresh();
    await expect(snapshot.read('broken', () => Promise.reject(new Error('database went away')))).rejects.toThrow('database went away');
    expect(await snapshot.read('broken', () => Promise.resolve('back'))).toBe('back');
  });
});

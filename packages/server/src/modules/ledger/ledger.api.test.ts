import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createPgDb } from '../../db/pg-db';
import { createPgliteDb } from '../../db/pglite-db';
import { AppError } from '../../http/app-error';
import { insertUser } from '../users/users.repository';
import { createTestDatabase } from '../../../test/test-database';
import { checkLedger } from './ledger.check';
import { getSystemBalance, getUserBalances, postTransfer } from './ledger.service';
import type { AccountRef } from './ledger.types';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pg: Db;
let lite: Db;
const liteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-ledger-'));

const newUser = (db: Db, name: string) =>
  insertUser(db, { username: `${name}_${Math.random().toString(36).slice(2, 8)}`, passwordHash: null, type: 'trader' });
const deposit = (db: Db, owner: string, amount: bigint, key: string) =>
  db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { owner, part: 'available' },
      currency: 'USDT',
      amount,
      kind: 'deposit',
      idempotencyKey: key,
    }),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  pg = createPgDb(database.url, 20);
  await migrate(pg);
  lite = await createPgliteDb(path.join(liteDir, 'pglite'));
  await migrate(lite);
}, 60_000);
afterAll(async () => {
  await pg?.close();
  await lite?.close();
  await database?.drop();
  fs.rmSync(liteDir, { recursive: true, force: true });
});

describe.each([
  ['PostgreSQL', () => pg],
  ['PGlite', () => lite],
])('ledger on %s', (_name, db) => {
  it('credits a deposit once per idempotency key and keeps the world account as its mirror', async () => {
    const user = await newUser(db(), 'dep');
    const first = await deposit(db(), user, 100_000_000n, `dep-${user}`);
    const again = await deposit(db(), user, 100_000_000n, `dep-${user}`);
    expect(again.id).toBe(first.id);
    expect(await getUserBalances(db(), user, 'USDT')).toEqual({ available: 100_000_000n, held: 0n, insurance: 0n });
    expect(first.credit_balance_after).toBe(100_000_000n);
    expect(await getSystemBalance(db(), 'world', 'USDT')).toBeLessThanOrEqual(-100_000_000n);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses a transfer that would make a user balance negative, and changes nothing', async () => {
    const user = await newUser(db(), 'neg');
    await deposit(db(), user, 5_000_000n, `neg-${user}`);
    const attempt = db().transaction(async (tx) => {
      await tx.query("UPDATE users SET comment = 'half-done' WHERE id = $1", [user]);
      return postTransfer(tx, {
        from: { owner: user, part: 'available' },
        to: { owner: user, part: 'held' },
        currency: 'USDT',
        amount: 5_000_001n,
        kind: 'hold',
        idempotencyKey: `neg-hold-${user}`,
      });
    });
    await expect(attempt).rejects.toThrow(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await getUserBalances(db(), user, 'USDT')).toEqual({ available: 5_000_000n, held: 0n, insurance: 0n });
    const [row] = await db().query<{ comment: string | null }>('SELECT comment FROM users WHERE id = $1', [user]);
    expect(row!.comment).toBeNull();
    expect(await checkLedger(db())).toEqual([]);
  });

  it('keeps transfers immutable', async () => {
    const user = await newUser(db(), 'imm');
    const transfer = await deposit(db(), user, 1n, `imm-${user}`);
    await expect(db().query('UPDATE ledger_transfers SET amount = 2 WHERE id = $1', [transfer.id])).rejects.toThrow(/immutable/);
    await expect(db().query('DELETE FROM ledger_transfers WHERE id = $1', [transfer.id])).rejects.toThrow(/immutable/);
  });

  it('holds its invariants over random transfer sequences', async () => {
    const users = [await newUser(db(), 'p1'), await newUser(db(), 'p2'), await newUser(db(), 'p3')];
    const refs: AccountRef[] = [
      { system: 'world' },
      { system: 'revenue' },
      ...users.flatMap((owner) => (['available', 'held', 'insurance'] as const).map((part) => ({ owner, part }))),
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ from: fc.nat(refs.length - 1), to: fc.nat(refs.length - 1), amount: fc.bigInt({ min: 1n, max: 50_000_000n }) }),
          { minLength: 1, maxLength: 25 },
        ),
        async (steps) => {
          run += 1;
          // Concurrently where the database allows it (PostgreSQL), one at a time on PGlite.
          const results = await Promise.allSettled(
            steps
              .filter((step) => step.from !== step.to)
              .map((step, index) =>
                db().transaction((tx) =>
                  postTransfer(tx, {
                    from: refs[step.from]!,
                    to: refs[step.to]!,
                    currency: 'USDT',
                    amount: step.amount,
                    kind: 'test',
                    idempotencyKey: `prop-${users[0]}-${run}-${index}`,
                  }),
                ),
              ),
          );
          for (const result of results) {
            if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'insufficient_balance' });
          }
          expect(await checkLedger(db())).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('concurrency on PostgreSQL', () => {
  it('lets exactly 10 of 50 simultaneous holds through a balance that affords 10', async () => {
    const user = await newUser(pg, 'race');
    await deposit(pg, user, 100_000_000n, `race-${user}`);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        pg.transaction((tx) =>
          postTransfer(tx, {
            from: { owner: user, part: 'available' },
            to: { owner: user, part: 'held' },
            currency: 'USDT',
            amount: 10_000_000n,
            kind: 'withdrawal_hold',
            idempotencyKey: `race-${user}-${index}`,
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused).toHaveLength(40);
    for (const result of refused) expect(result.reason).toMatchObject({ code: 'insufficient_balance' });
    expect(await getUserBalances(pg, user, 'USDT')).toEqual({ available: 0n, held: 100_000_000n, insurance: 0n });
    expect(await checkLedger(pg)).toEqual([]);
  });

  it('serializes opposite transfers on one pair of accounts without deadlocks', async () => {
    const [a, b] = [await newUser(pg, 'dl_a'), await newUser(pg, 'dl_b')];
    await deposit(pg, a, 1_000n, `dl-${a}`);
    await deposit(pg, b, 1_000n, `dl-${b}`);
    const moves = Array.from({ length: 40 }, (_, index) =>
      pg.transaction((tx) =>
        postTransfer(tx, {
          from: { owner: index % 2 ? a : b, part: 'available' },
          to: { owner: index % 2 ? b : a, part: 'available' },
          currency: 'USDT',
          amount: 1n,
          kind: 'test',
          idempotencyKey: `dl-${a}-${index}`,
        }),
      ),
    );
    const results = await Promise.allSettled(moves);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(await getUserBalances(pg, a, 'USDT')).toMatchObject({ available: 1_000n });
    expect(await checkLedger(pg)).toEqual([]);
  });
});

describe('one-statement postings between known accounts', () => {
  const hold = (sql: Db | Parameters<typeof postTransfer>[0], user: string, amount: bigint, key: string) =>
    postTransfer(sql, {
      from: { owner: user, part: 'available' },
      to: { owner: user, part: 'held' },
      currency: 'USDT',
      amount,
      kind: 'test_hold',
      idempotencyKey: key,
    });

  it('post outside a transaction atomically: exactly 10 of 50 holds at once through a balance for 10', async () => {
    const user = await newUser(pg, 'solo');
    await deposit(pg, user, 100_000_000n, `solo-${user}`);
    // The first hold learns both accounts; the 50 after it take the one-statement path.
    await hold(pg, user, 1n, `solo-first-${user}`);
    await deposit(pg, user, 1n, `solo-refill-${user}`);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => hold(pg, user, 10_000_000n, `solo-${user}-${index}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'insufficient_balance' });
    expect(await getUserBalances(pg, user, 'USDT')).toEqual({ available: 0n, held: 100_000_001n, insurance: 0n });
    expect(await checkLedger(pg)).toEqual([]);
  });

  it('post a key sent 20 times at once outside a transaction exactly once, and answer every sender that transfer', async () => {
    const user = await newUser(pg, 'twin');
    await deposit(pg, user, 1_000n, `twin-${user}`);
    await hold(pg, user, 1n, `twin-first-${user}`);
    const transfers = await Promise.all(Array.from({ length: 20 }, () => hold(pg, user, 100n, `twin-once-${user}`)));
    expect(new Set(transfers.map((transfer) => transfer.id)).size).toBe(1);
    expect(transfers[0]!.debit_balance_after).toBe(899n);
    expect(await getUserBalances(pg, user, 'USDT')).toEqual({ available: 899n, held: 101n, insurance: 0n });
    expect(await checkLedger(pg)).toEqual([]);
  });

  it('never post half with an account id learned from another database: the posting looks the accounts up', async () => {
    // The system accounts have the same identity in both databases; PostgreSQL's ids are learned first.
    const pgUser = await newUser(pg, 'other');
    for (let index = 0; index < 64; index += 1) await deposit(pg, pgUser, 1n, `other-${pgUser}-${index}`);
    const liteUser = await newUser(lite, 'other');
    for (let index = 0; index < 20; index += 1) await deposit(lite, liteUser, 5n, `other-lite-${liteUser}-${index}`);
    expect(await getUserBalances(lite, liteUser, 'USDT')).toEqual({ available: 100n, held: 0n, insurance: 0n });
    expect(await getUserBalances(pg, pgUser, 'USDT')).toEqual({ available: 64n, held: 0n, insurance: 0n });
    expect(await checkLedger(lite)).toEqual([]);
    expect(await checkLedger(pg)).toEqual([]);
  });
});

describe('npm run ledger:check', () => {
  it('passes on a clean ledger and names the account when a balance is tampered with', async () => {
    const run = () =>
      promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['packages/server/src/cli/ledger-check.ts'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: database.url },
      });
    expect((await run()).stdout).toMatch(/^Ledger OK/);
    const user = await newUser(pg, 'tamper');
    await deposit(pg, user, 7n, `tamper-${user}`);
    const [account] = await pg.query<{ id: string }>("SELECT id FROM ledger_accounts WHERE owner_id = $1 AND part = 'available'", [user]);
    await pg.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [account!.id]);
    const failed = await run().then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`account ${account!.id}`);
    expect(failed?.stderr).toMatch(/FAIL zero-sum: USDT balances sum to 1/);
    await pg.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [account!.id]);
  });
});

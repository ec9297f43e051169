import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/db';
import { postTransfer } from '../src/modules/ledger/ledger.service';
import type { AccountRef } from '../src/modules/ledger/ledger.types';
import { insertUser } from '../src/modules/users/users.repository';
import { uuidv7 } from '../src/shared/ids';

const TRANSFERS = 2000;
const CONCURRENCY = 16;

const timed = async (label: string, work: (index: number) => Promise<unknown>) => {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TRANSFERS) await work(next++);
    }),
  );
  const perSecond = TRANSFERS / ((performance.now() - started) / 1000);
  return { label, perSecond };
};

/**
 * Ledger transfers per second through the service (locks, balance updates, the transfer row) on
 * many accounts and on one hot account, against the bare INSERT of the same rows by plain SQL.
 */
export const benchLedger = async (db: Db) => {
  const users = await Promise.all(
    Array.from({ length: 64 }, (_, index) => insertUser(db, { username: `bench_${index}`, passwordHash: null, type: 'trader' })),
  );
  const hot = users[0]!;
  const run = randomUUID().slice(0, 8);
  const deposit = (owner: string, index: number, tag: string) =>
    db.transaction((tx) =>
      postTransfer(tx, {
        from: { system: 'world' },
        to: { owner, part: 'available' } satisfies AccountRef,
        currency: 'USDT',
        amount: 1_000_000n,
        kind: 'bench',
        idempotencyKey: `bench:${run}:${tag}:${index}`,
      }),
    );
  const spread = await timed('service, spread over 64 accounts', (index) => deposit(users[index % users.length]!, index, 'spread'));
  const hotOne = await timed('service, one hot account', (index) => deposit(hot, index, 'hot'));

  const [{ id: accountId }] = (await db.query<{ id: string }>("SELECT id FROM ledger_accounts WHERE owner_id = $1 AND part = 'available'", [
    hot,
  ])) as [{ id: string }];
  const [{ id: worldId }] = (await db.query<{ id: string }>(
    "SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND part = 'world' LIMIT 1",
  )) as [{ id: string }];
  const plain = await timed('plain SQL INSERT of the transfer row only', (index) =>
    db.query(
      `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency, amount, kind, idempotency_key, debit_balance_after, credit_balance_after)
       VALUES ($1, $2, $3, 'USDT', 1, 'bench_plain', $4, 0, 0)`,
      [uuidv7(), worldId, accountId, `bench:${run}:plain:${index}`],
    ),
  );
  return [
    `${TRANSFERS} transfers, ${CONCURRENCY} at a time`,
    ...[spread, hotOne, plain].map((result) => `${result.label.padEnd(45)} ${result.perSecond.toFixed(0)} /s`),
    `ratio spread/plain: ${(spread.perSecond / plain.perSecond).toFixed(3)}   hot/plain: ${(hotOne.perSecond / plain.perSecond).toFixed(3)}`,
  ];
};

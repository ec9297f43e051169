import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/db';
import { postTransfer } from '../src/modules/ledger/ledger.service';
import type { AccountRef } from '../src/modules/ledger/ledger.types';
import { insertUser } from '../src/modules/users/users.repository';
import { uuidv7 } from '../src/shared/ids';

const TRANSFERS = 1000;
const ROUNDS = 3;
const CONCURRENCY = 16;

let round = 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const timed = async (label: string, work: (index: number) => Promise<unknown>) => {
  // Each round posts under its own idempotency keys.
  let next = TRANSFERS * round;
  const last = next + TRANSFERS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < last) await work(next++);
    }),
  );
  const perSecond = TRANSFERS / ((performance.now() - started) / 1000);
  return { label, perSecond };
};

/**
 * Ledger transfers per second through the service (locks, balance updates, the transfer row) on
 * many accounts and on one hot account, in a transaction of their own and alone (one statement),
 * against the bare INSERT of the same rows by plain SQL.
 */
export const benchLedger = async (db: Db) => {
  const users = await Promise.all(
    Array.from({ length: 64 }, (_, index) => insertUser(db, { username: `bench_${index}`, passwordHash: null, type: 'trader' })),
  );
  const hot = users[0]!;
  const run = randomUUID().slice(0, 8);
  const transfer = (owner: string, index: number, tag: string) => ({
    from: { system: 'world' } satisfies AccountRef,
    to: { owner, part: 'available' } satisfies AccountRef,
    currency: 'USDT',
    amount: 1_000_000n,
    kind: 'bench',
    idempotencyKey: `bench:${run}:${tag}:${index}`,
  });
  /** A posting with other work in its transaction: BEGIN, the posting, COMMIT. */
  const deposit = (owner: string, index: number, tag: string) => db.transaction((tx) => postTransfer(tx, transfer(owner, index, tag)));
  /** A posting alone: between known accounts it is one statement, atomic by itself. */
  const alone = (owner: string, index: number, tag: string) => postTransfer(db, transfer(owner, index, tag));
  const spreadRounds: number[] = [];
  const hotRounds: number[] = [];
  const aloneSpreadRounds: number[] = [];
  const aloneHotRounds: number[] = [];
  const plainRounds: number[] = [];
  // The accounts the plain INSERTs name exist from the first deposit on.
  await deposit(hot, -1, 'first');
  const [{ id: accountId }] = (await db.query<{ id: string }>("SELECT id FROM ledger_accounts WHERE owner_id = $1 AND part = 'available'", [
    hot,
  ])) as [{ id: string }];
  const [{ id: worldId }] = (await db.query<{ id: string }>(
    "SELECT id FROM ledger_accounts WHERE owner_id IS NULL AND part = 'world' LIMIT 1",
  )) as [{ id: string }];
  // Rounds of the three, one after the other, and the median of each: the machine's load changes meanwhile.
  for (round = 0; round < ROUNDS; round += 1) {
    spreadRounds.push((await timed('spread', (index) => deposit(users[index % users.length]!, index, 'spread'))).perSecond);
    hotRounds.push((await timed('hot', (index) => deposit(hot, index, 'hot'))).perSecond);
    aloneSpreadRounds.push((await timed('alone spread', (index) => alone(users[index % users.length]!, index, 'alone-spread'))).perSecond);
    aloneHotRounds.push((await timed('alone hot', (index) => alone(hot, index, 'alone-hot'))).perSecond);
    plainRounds.push(
      (
        await timed('plain SQL INSERT of the transfer row only', (index) =>
          db.query(
            `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, currency, amount, kind, idempotency_key, debit_balance_after, credit_balance_after)
       VALUES ($1, $2, $3, 'USDT', 1, 'bench_plain', $4, 0, 0)`,
            [uuidv7(), worldId, accountId, `bench:${run}:plain:${index}`],
          ),
        )
      ).perSecond,
    );
  }
  const spread = median(spreadRounds);
  const hotOne = median(hotRounds);
  const aloneSpread = median(aloneSpreadRounds);
  const aloneHot = median(aloneHotRounds);
  const plain = median(plainRounds);
  const rounds = (values: number[]) => `[rounds: ${values.map((value) => value.toFixed(0)).join(', ')}]`;

  return [
    `${TRANSFERS} transfers, ${CONCURRENCY} at a time, median of ${ROUNDS} rounds`,
    `${'service, spread over 64 accounts'.padEnd(45)} ${spread.toFixed(0)} /s  ${rounds(spreadRounds)}`,
    `${'service, one hot account'.padEnd(45)} ${hotOne.toFixed(0)} /s  ${rounds(hotRounds)}`,
    `${'service alone (one statement), spread'.padEnd(45)} ${aloneSpread.toFixed(0)} /s  ${rounds(aloneSpreadRounds)}`,
    `${'service alone (one statement), one hot account'.padEnd(45)} ${aloneHot.toFixed(0)} /s  ${rounds(aloneHotRounds)}`,
    `${'plain SQL INSERT of the transfer row only'.padEnd(45)} ${plain.toFixed(0)} /s  ${rounds(plainRounds)}`,
    `ratio spread/plain: ${(spread / plain).toFixed(3)}   hot/plain: ${(hotOne / plain).toFixed(3)}   in a transaction`,
    `ratio spread/plain: ${(aloneSpread / plain).toFixed(3)}   hot/plain: ${(aloneHot / plain).toFixed(3)}   alone   (goal ≥ 0.5 each)`,
  ];
};

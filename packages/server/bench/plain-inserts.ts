import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/db';

/** Plain single-row INSERTs, 16 at a time on the same pool, for `seconds`: what this machine's PostgreSQL does at best, per second. */
export const plainInserts = async (db: Db, seconds: number) => {
  await db.query('CREATE TABLE IF NOT EXISTS bench_plain (id uuid PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), note text)');
  let count = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (Date.now() < end) {
        await db.query('INSERT INTO bench_plain (id, note) VALUES ($1, $2)', [randomUUID(), 'plain']);
        count += 1;
      }
    }),
  );
  return count / seconds;
};

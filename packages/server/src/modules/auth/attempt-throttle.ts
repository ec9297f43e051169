import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { uuidv7 } from '../../shared/ids';

export type ThrottleKey = { key: string; limit: number };

/** A reserved attempt counts as a failure unless it is released (the guess was right). */
export type Attempt = { release: () => Promise<void> };

/**
 * Counts and records an attempt in one transaction, before the slow work it guards (a password
 * hash, a code check). Each key is locked while it is counted, so forty parallel guesses at a
 * limit of five get five tries, not forty: the sixth finds five reservations and is refused.
 */
export const createAttemptThrottle = (db: Db, windowMinutes: number) => ({
  reserve: async (keys: readonly ThrottleKey[]): Promise<Attempt> => {
    const ordered = [...keys].sort((a, b) => a.key.localeCompare(b.key));
    const ids = await db.transaction(async (tx) => {
      for (const { key } of ordered) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`attempt:${key}`]);
      const rows = await tx.query<{ key: string; count: number; oldest: Date }>(
        `SELECT key, count(*)::int AS count, min(created_at) AS oldest FROM login_failures
          WHERE key = ANY($1) AND created_at > now() - make_interval(mins => $2) GROUP BY key`,
        [ordered.map(({ key }) => key), windowMinutes],
      );
      const over = rows.find((row) => row.count >= ordered.find(({ key }) => key === row.key)!.limit);
      if (over) {
        const retryMs = over.oldest.getTime() + windowMinutes * 60_000 - Date.now();
        throw new AppError('too_many_attempts', { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) });
      }
      const reserved = ordered.map(() => uuidv7());
      await tx.query('INSERT INTO login_failures (id, key) SELECT * FROM unnest($1::uuid[], $2::text[])', [
        reserved,
        ordered.map(({ key }) => key),
      ]);
      return reserved;
    });
    return {
      release: async () => {
        await db.query('DELETE FROM login_failures WHERE id = ANY($1::uuid[])', [ids]);
      },
    };
  },

  /** Forgets the failures of a key, as a successful login does for its username. */
  clear: async (key: string) => {
    await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
  },
});

export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;

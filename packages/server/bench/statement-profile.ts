import type { Db, Sql } from '../src/db/db';

/** A database that notes how long each statement took, by its first words: where the floor's time goes. */
export const profiled = (db: Db) => {
  const spent = new Map<string, { ms: number; calls: number }>();
  const note = (text: string, ms: number) => {
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 70);
    const entry = spent.get(key) ?? { ms: 0, calls: 0 };
    entry.ms += ms;
    entry.calls += 1;
    spent.set(key, entry);
  };
  const timed =
    (sql: Sql): Sql['query'] =>
    async (text, params, options) => {
      const started = performance.now();
      try {
        return await sql.query(text, params, options);
      } finally {
        note(text, performance.now() - started);
      }
    };
  const wrapped: Db = {
    ...db,
    query: timed(db),
    transaction: (fn) => {
      const started = performance.now();
      return db
        .transaction((tx) => fn({ query: timed(tx) }))
        .finally(() => note('(whole transaction, BEGIN to COMMIT)', performance.now() - started));
    },
  };
  const report = (orders: number, unit = 'order') =>
    [...spent.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 10)
      .map(
        ([text, { ms, calls }]) =>
          `  ${(ms / orders).toFixed(2).padStart(7)} ms/${unit} ${(calls / orders).toFixed(1).padStart(5)} calls/${unit}  ${text}`,
      );
  const roundTrips = (orders: number) =>
    [...spent.entries()].filter(([text]) => !text.startsWith('(')).reduce((sum, [, { calls }]) => sum + calls, 0) / orders;
  return { db: wrapped, report, roundTrips, reset: () => spent.clear() };
};

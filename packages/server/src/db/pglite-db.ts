import { EventEmitter } from 'node:events';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Row, Sql } from './db';

type Queryable = { query: PGlite['query'] };

const wrap = (client: Queryable): Sql => ({
  query: async <T extends Row>(text: string, params?: readonly unknown[]) =>
    (await client.query<T>(text, params as unknown[] | undefined)).rows,
});

/**
 * The embedded database: one PGlite in a data folder, in this process only. NOTIFY stays in
 * process, which is all a single embedded process needs.
 */
export const createPgliteDb = async (dataDir: string | null): Promise<Db> => {
  const pglite = await PGlite.create(dataDir ?? undefined, {
    parsers: {
      [types.INT8]: (value: string) => value,
      [types.NUMERIC]: (value: string) => value,
    },
  });
  const events = new EventEmitter();
  let cursors = 0;
  events.setMaxListeners(0);
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // The one connection serves everyone, so the cursor is held outside a transaction (WITH HOLD):
    // other statements may run between two batches.
    cursor: async function* <T extends Row>(text: string, params: readonly unknown[], batch: number) {
      cursors += 1;
      const name = `export_cursor_${cursors}`;
      await pglite.query(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${text}`, params as unknown[]);
      try {
        for (;;) {
          const rows = (await pglite.query<T>(`FETCH FORWARD ${batch} FROM ${name}`)).rows;
          if (rows.length > 0) yield rows;
          if (rows.length < batch) break;
        }
      } finally {
        await pglite.query(`CLOSE ${name}`).catch(() => undefined);
      }
    },
    listen: async (channel, handler) => {
      events.on(channel, handler);
      return async () => {
        events.off(channel, handler);
      };
    },
    notify: async (channel, payload) => {
      events.emit(channel, payload);
    },
    listening: () => true,
    pool: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    close: () => pglite.close(),
  };
};

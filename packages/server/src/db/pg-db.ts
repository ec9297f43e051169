import type { Socket } from 'node:net';
import pg from 'pg';
import type { Db, QueryOptions, Row, Sql } from './db';

// BIGINT and NUMERIC come back as exact strings; money never passes through a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);

const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

const run = async <T extends Row>(client: pg.Pool | pg.PoolClient, text: string, params?: readonly unknown[], options?: QueryOptions) =>
  (await client.query<T>({ text, values: params as unknown[] | undefined, ...(options?.prepare ? { name: options.prepare } : {}) })).rows;

const wrap = (client: pg.Pool): Sql => ({
  query: (text, params, options) => run(client, text, params, options),
});

/** The driver's socket of a connection (not part of its typed surface). */
const socketOf = (client: pg.PoolClient) =>
  (client as unknown as { connection: { stream: Partial<Pick<Socket, 'cork' | 'uncork'>> } }).connection.stream;

/**
 * A transaction is one connection. Its connections pipeline (the driver's pipeline mode): queries
 * issued together (`Promise.all`) are written at once, in one write, and answered in order, so
 * that independent statements of one transaction cost one round trip between them. PostgreSQL
 * runs them one after another as written; once one fails, the ones behind it fail too and the
 * transaction rolls back.
 */
const wrapTransaction = (client: pg.PoolClient): Sql => {
  const socket = socketOf(client);
  let corked = false;
  return {
    query: <T extends Row>(text: string, params?: readonly unknown[], options?: QueryOptions) => {
      // Everything issued before the event loop's next tick leaves in one write.
      if (!corked && socket.cork && socket.uncork) {
        corked = true;
        socket.cork();
        process.nextTick(() => {
          corked = false;
          socket.uncork!();
        });
      }
      return run<T>(client, text, params, options);
    },
  };
};

export const createPgDb = (connectionString: string, poolSize = 10): Db => {
  const pool = new pg.Pool({ connectionString, max: poolSize, pipeline: true } as pg.PoolConfig);
  pool.on('error', () => undefined);
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let listener: pg.Client | null = null;
  let listenerReady: Promise<pg.Client> | null = null;

  const connectListener = async () => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      // A dropped LISTEN connection is re-opened and every channel subscribed again.
      listener = null;
      listenerReady = null;
      setTimeout(() => void ensureListener().catch(() => undefined), 1000);
    });
    for (const channel of handlers.keys()) await client.query(`LISTEN "${channel}"`);
    listener = client;
    return client;
  };
  const ensureListener = () => (listenerReady ??= connectListener());

  return {
    kind: 'pg',
    ...wrap(pool),
    transaction: async (fn) => {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        const tx = wrapTransaction(client);
        try {
          // BEGIN goes out with the work's first statement (a BEGIN cannot fail on a live connection;
          // on a dead one, so does everything behind it).
          const begun = tx.query('BEGIN');
          begun.catch(() => undefined);
          const result = await fn(tx);
          await begun;
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          // A deadlock or serialization failure rolled everything back; the work is safe to redo.
          if (attempt < MAX_ATTEMPTS && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
          throw error;
        } finally {
          client.release();
        }
      }
    },
    // One connection of its own, in a read-only transaction: a cursor lives in its transaction.
    cursor: async function* <T extends Row>(text: string, params: readonly unknown[], batch: number) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN READ ONLY');
        await client.query({ text: `DECLARE export_cursor NO SCROLL CURSOR FOR ${text}`, values: params as unknown[] });
        for (;;) {
          const rows = (await client.query<T>(`FETCH FORWARD ${batch} FROM export_cursor`)).rows;
          if (rows.length > 0) yield rows;
          if (rows.length < batch) break;
        }
        await client.query('COMMIT');
      } finally {
        // Stopped early or failed: the transaction (and its cursor) is rolled back; after COMMIT this does nothing.
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
      }
    },
    listen: async (channel, handler) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(handler);
      handlers.set(channel, set);
      const client = await ensureListener();
      if (first) await client.query(`LISTEN "${channel}"`);
      return async () => {
        set.delete(handler);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listening: () => listener !== null,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: async () => {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
};

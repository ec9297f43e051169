export type Row = Record<string, unknown>;

/** Anything that runs SQL: the database itself or one of its transactions. */
export type QueryOptions = {
  /** Names a hot statement so PostgreSQL parses and plans it once per connection. */
  prepare?: string;
};

export type Sql = {
  query<T extends Row = Row>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
};

export type Db = Sql & {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` in one transaction: everything it wrote commits together or not at all. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Reads a query's rows in batches of `batch` through a server-side cursor, so that a result of
   * any size passes in constant memory (an export). Stopping early closes the cursor.
   */
  cursor<T extends Row = Row>(text: string, params: readonly unknown[], batch: number): AsyncGenerator<T[]>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Whether notifications arrive: PostgreSQL's LISTEN connection is up (the embedded one always is). */
  listening(): boolean;
  /** The connections of the pool: open, idle, callers waiting for one, and the most it opens (one for the embedded database). */
  pool(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
};

export const one = async <T extends Row>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/**
 * Waits for statements of one transaction issued together (one round trip on a pipelining
 * connection) and answers their results in order. When some fail, the error is the first failed
 * one's in the order given, the cause, not a later statement's "transaction aborted".
 */
export const together = async <T extends readonly unknown[]>(works: readonly [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> => {
  const settled = await Promise.allSettled(works);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
};

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
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export const one = async <T extends Row>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

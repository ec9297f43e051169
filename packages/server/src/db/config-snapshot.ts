import type { Sql } from './db';

/** Past this many remembered reads a snapshot starts afresh: memory stays bounded whatever the keys. */
const MAX_ENTRIES = 10_000;

/** Reads of one configuration version: each key is read from the database once, then remembered. */
export type ConfigSnapshot = {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
};

/**
 * The configuration routing reads for every order, kept in memory and trusted exactly as long as
 * the database's configuration version has not moved (migration 0024: every transaction that
 * writes a configuration table moves it as it commits). `fresh()` costs one small read, made
 * after the caller's request began, so a change committed before that, in any process, is seen:
 * one read per order instead of one per table.
 */
export const createConfigSnapshots = (sql: Sql) => {
  let current: { version: bigint; values: Map<string, Promise<unknown>> } | null = null;

  const snapshotOf = (values: Map<string, Promise<unknown>>): ConfigSnapshot => ({
    read: <T>(key: string, load: () => Promise<T>) => {
      const known = values.get(key);
      if (known) return known as Promise<T>;
      if (values.size >= MAX_ENTRIES) values.clear();
      const loading = load();
      values.set(key, loading);
      // A failed read is not remembered: the next caller asks again.
      loading.catch(() => {
        if (values.get(key) === loading) values.delete(key);
      });
      return loading;
    },
  });

  return {
    fresh: async (): Promise<ConfigSnapshot> => {
      const [row] = await sql.query<{ version: string }>('SELECT version::text AS version FROM config_version', [], {
        prepare: 'config_version',
      });
      const version = BigInt(row!.version);
      // An older version answered late is served by the newer snapshot: its reads are newer still.
      if (!current || current.version < version) current = { version, values: new Map() };
      return snapshotOf(current.values);
    },
  };
};

export type ConfigSnapshots = ReturnType<typeof createConfigSnapshots>;

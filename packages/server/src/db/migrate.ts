import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
// Any constant shared by every process: only one of them migrates at a time.
const MIGRATION_LOCK = 7_271_001;

export const listMigrations = () =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort();

/** Applies every migration not applied yet, each in its own transaction. Returns their names. */
export const migrate = async (db: Db): Promise<string[]> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
    const pending = listMigrations().filter((name) => !applied.has(name));
    for (const name of pending) {
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });

/** Splits a migration into statements at line-ending semicolons outside `$$` function bodies. */
export const splitStatements = (sql: string) => {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements.filter(Boolean);
};

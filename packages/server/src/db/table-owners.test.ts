import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners';

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

/** The tables the migrations leave, in order: created, renamed, dropped. */
const migratedTables = () => {
  const tables = new Set<string>(['schema_migrations']);
  const dir = path.join(SRC, 'db', 'migrations');
  for (const file of fs.readdirSync(dir).sort()) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8').replace(/--.*$/gm, '');
    for (const match of sql.matchAll(
      /CREATE TABLE (?:IF NOT EXISTS )?(\w+)|ALTER TABLE (\w+) RENAME TO (\w+)|DROP TABLE (?:IF EXISTS )?(\w+)/gi,
    )) {
      if (match[1]) tables.add(match[1].toLowerCase());
      if (match[2]) {
        tables.delete(match[2].toLowerCase());
        tables.add(match[3]!.toLowerCase());
      }
      if (match[4]) tables.delete(match[4].toLowerCase());
    }
  }
  return tables;
};

/** The tables a piece of SQL (or code holding SQL) writes: INSERT INTO, UPDATE … SET, DELETE FROM. */
export const writtenTables = (code: string) => {
  const tables = new Set<string>();
  for (const match of code.matchAll(/\bINSERT\s+INTO\s+(\w+)|\bDELETE\s+FROM\s+(\w+)|\bUPDATE\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?\s+SET\b/gi)) {
    const table = match[1] ?? match[2] ?? match[3]!;
    // `ON CONFLICT … DO UPDATE SET` names no table.
    if (match[3] && /^set$/i.test(match[3])) continue;
    tables.add(table.toLowerCase());
  }
  return tables;
};

const sourcesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });

describe('table ownership', () => {
  it('reads the writes out of SQL as the modules write it', () => {
    expect([
      ...writtenTables(`INSERT INTO orders (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status;
        UPDATE webhook_endpoints e SET failing_since = NULL; DELETE FROM sessions WHERE id = $1;
        SELECT * FROM ledger_accounts WHERE id = $1 FOR UPDATE SKIP LOCKED; UPDATE users AS u SET x = 1`),
    ]).toEqual(['orders', 'webhook_endpoints', 'sessions', 'users']);
  });

  it('names one owner for every table the migrations leave, and no table they do not', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...migratedTables()].sort());
  });

  it("lets no module write another module's table", () => {
    const trespasses: string[] = [];
    const written = new Map<string, Set<string>>();
    for (const file of sourcesOf(MODULES)) {
      const module = path.relative(MODULES, file).split(path.sep)[0]!;
      for (const table of writtenTables(fs.readFileSync(file, 'utf8'))) {
        written.set(module, (written.get(module) ?? new Set()).add(table));
        const owner = TABLE_OWNERS[table];
        if (owner !== module) trespasses.push(`${path.relative(SRC, file)} writes ${table} (owner: ${owner ?? 'none'})`);
      }
    }
    expect(trespasses).toEqual([]);
    // The scan saw the writes it should: the big writers each write their own tables.
    expect([...(written.get('orders') ?? [])]).toEqual(expect.arrayContaining(['orders', 'order_history', 'unprocessed_orders']));
    expect([...(written.get('ledger') ?? [])]).toEqual(expect.arrayContaining(['ledger_accounts', 'ledger_transfers']));
    expect([...(written.get('webhooks') ?? [])]).toEqual(expect.arrayContaining(['webhook_settings', 'webhook_deliveries']));
  });
});

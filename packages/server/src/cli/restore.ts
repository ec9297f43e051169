import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { holdEmbedded } from '../db/embedded-lock';

/**
 * `npm run restore -- FILE`: puts a backup of `npm run backup` back. PostgreSQL: pg_restore
 * replaces every object of the dump in one transaction (stop the servers first). The embedded
 * database: its folder is set aside (`pglite.before-restore-…`) and made anew from the dump.
 */
const config = loadConfig();
const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!given || !fs.existsSync(given)) {
  console.error(given ? `No such file: ${given}` : 'Usage: npm run restore -- FILE');
  process.exit(2);
}
const file = path.resolve(given);
const head = Buffer.alloc(5);
const fd = fs.openSync(file, 'r');
fs.readSync(fd, head, 0, 5, 0);
fs.closeSync(fd);
const isPgDump = head.toString('latin1') === 'PGDMP';
const isGzip = head[0] === 0x1f && head[1] === 0x8b;
if (config.databaseUrl ? !isPgDump : !isGzip) {
  console.error(
    `${file} is not a backup of ${config.databaseUrl ? 'PostgreSQL (pg_dump custom format)' : 'the embedded database (PGlite dump)'}: ` +
      'restore it where it was made (with or without DATABASE_URL).',
  );
  process.exit(2);
}
const started = Date.now();
if (config.databaseUrl) {
  execFileSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${config.databaseUrl}`, file],
    { stdio: 'inherit' },
  );
  console.log(`PostgreSQL restored from ${file} in ${Date.now() - started} ms. Run npm run ledger:check before starting the servers.`);
} else {
  const release = holdEmbedded(config.dataDir);
  try {
    const folder = path.join(config.dataDir, 'pglite');
    const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    if (fs.existsSync(folder)) fs.renameSync(folder, aside);
    const pglite = await PGlite.create(folder, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await pglite.query('SELECT 1');
    await pglite.close();
    console.log(
      `Embedded database restored from ${file} in ${Date.now() - started} ms` +
        (fs.existsSync(aside) ? `; the one it replaced is kept in ${aside}` : '') +
        '. Run npm run ledger:check before starting the server.',
    );
  } finally {
    release();
  }
}

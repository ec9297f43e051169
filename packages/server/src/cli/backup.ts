import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { holdEmbedded } from '../db/embedded-lock';

/**
 * `npm run backup -- --out FILE`: PostgreSQL through pg_dump (its custom format, for pg_restore);
 * the embedded database as PGlite's own dump of its folder (refused while a server holds it).
 */
const config = loadConfig();
const at = process.argv.indexOf('--out');
const out = at >= 0 ? process.argv[at + 1] : undefined;
if (!out) {
  console.error('Usage: npm run backup -- --out FILE');
  process.exit(2);
}
const file = path.resolve(out);
const started = Date.now();
if (config.databaseUrl) {
  execFileSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, config.databaseUrl], { stdio: 'inherit' });
} else {
  const release = holdEmbedded(config.dataDir);
  try {
    const pglite = await PGlite.create(path.join(config.dataDir, 'pglite'));
    const dump = await pglite.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
  } finally {
    release();
  }
}
console.log(
  `Backup of the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database written to ${file} (${fs.statSync(file).size} bytes, ${Date.now() - started} ms)`,
);

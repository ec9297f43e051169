import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db';
import { sha256 } from './crypto';
import { randomToken } from './ids';

/** Where the key lives when `APP_SECRET` is not set: in the data folder, readable by its owner only. */
export const APP_SECRET_FILE = 'app-secret.key';

type Options = { configured: string | null; production: boolean; dataDir: string };

/**
 * The key file's secret; the first process to start writes it. Written whole under another name
 * and linked into place (a link fails if the file exists), so two processes starting at once
 * agree and neither ever reads half a file.
 */
const fromFile = (file: string, proposed: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomToken(6)}`;
  fs.writeFileSync(draft, `${proposed}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return proposed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length < 32)
      throw new Error(`${file} holds no usable key (32 characters or more): delete it or set APP_SECRET.`, { cause: error });
    return kept;
  } finally {
    fs.rmSync(draft, { force: true });
  }
};

/**
 * The secret behind derived tokens and sealed secrets (two-factor, API and webhook keys):
 * `APP_SECRET` when set (required in production on PostgreSQL); otherwise a key file in the data
 * folder, made on first start and shared by every process that runs from that folder. Never in
 * a table: a key kept beside the data it protects protects nothing once the database leaks. An
 * install that kept it in the database before has it moved to the file. The database keeps a
 * fingerprint of the key, so that a process started with another key refuses to start instead
 * of failing to open what was sealed.
 */
export const loadAppSecret = async (db: Db, { configured, production, dataDir }: Options) => {
  if (!configured && production && db.kind === 'pg') {
    throw new Error('APP_SECRET must be set in production (NODE_ENV=production on PostgreSQL): at least 32 random characters.');
  }
  let secret = configured;
  if (!secret) {
    const [legacy] = await db.query<{ value: string }>("SELECT value FROM system_settings WHERE key = 'app_secret'");
    secret = fromFile(path.join(dataDir, APP_SECRET_FILE), legacy?.value ?? randomToken(32));
    if (legacy && legacy.value !== secret) {
      throw new Error(`The database keeps an app secret other than ${path.join(dataDir, APP_SECRET_FILE)}: set APP_SECRET to one of them.`);
    }
    if (legacy) await db.query("DELETE FROM system_settings WHERE key = 'app_secret'");
  }
  const fingerprint = sha256(`paydesk-app-secret:${secret}`);
  await db.query("INSERT INTO system_settings (key, value) VALUES ('app_secret_fingerprint', $1) ON CONFLICT (key) DO NOTHING", [
    fingerprint,
  ]);
  const [kept] = await db.query<{ value: string }>("SELECT value FROM system_settings WHERE key = 'app_secret_fingerprint'");
  if (kept?.value !== fingerprint) {
    throw new Error(
      configured
        ? 'APP_SECRET is not the key this database was sealed with: start with the one used before.'
        : `${path.join(dataDir, APP_SECRET_FILE)} is not the key this database was sealed with: set APP_SECRET, or DATA_DIR to the folder used before.`,
    );
  }
  return secret;
};

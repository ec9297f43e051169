import type { Db } from '../db/db';
import { randomToken } from './ids';

/**
 * The secret behind derived tokens and encrypted two-factor secrets: `APP_SECRET` when set
 * (recommended for production), otherwise one generated once and kept in the database so that
 * every process shares it.
 */
export const loadAppSecret = async (db: Db, configured: string | null, production = false) => {
  if (configured) return configured;
  // A key kept beside the data it protects protects nothing once the database leaks.
  if (production && db.kind === 'pg') {
    throw new Error('APP_SECRET must be set in production (NODE_ENV=production on PostgreSQL): at least 32 random characters.');
  }
  await db.query("INSERT INTO system_settings (key, value) VALUES ('app_secret', $1) ON CONFLICT (key) DO NOTHING", [randomToken(32)]);
  const [row] = await db.query<{ value: string }>("SELECT value FROM system_settings WHERE key = 'app_secret'");
  if (!row) throw new Error('App secret missing');
  return row.value;
};

import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { holdEmbedded } from './embedded-lock';
import { createPgliteDb } from './pglite-db';

export const openDb = async (config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<Db> => {
  if (config.databaseUrl) return createPgDb(config.databaseUrl, config.databasePoolSize);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const release = holdEmbedded(config.dataDir);
  try {
    const db = await createPgliteDb(path.join(config.dataDir, 'pglite'));
    return { ...db, close: () => db.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
};

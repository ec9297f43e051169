import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';

export const openDb = async (config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<Db> => {
  if (config.databaseUrl) return createPgDb(config.databaseUrl, config.databasePoolSize);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return createPgliteDb(path.join(config.dataDir, 'pglite'));
};

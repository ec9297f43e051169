import { publicAccess } from '@paydesk/contract';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { createPgDb } from '../src/db/pg-db';
import { seedDemo } from '../src/seed/demo.seed';
import { createTestDatabase } from '../test/test-database';

/** The real server on a fresh PostgreSQL database, plus a bare route to compare against. */
export const startBenchServer = async () => {
  const database = await createTestDatabase();
  const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' }, []);
  const db = createPgDb(database.url, 20);
  await migrate(db);
  await seedDemo(db);
  const app = await buildApp({ config, db });
  app.get('/bench/bare', { config: { access: publicAccess } }, async () => ({ data: { ok: true } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await db.close();
      await database.drop();
    },
  };
};

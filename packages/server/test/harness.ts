import { checkLedger } from '../src/modules/ledger/ledger.check';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { createPgDb } from '../src/db/pg-db';
import { seedDemo } from '../src/seed/demo.seed';
import { createTestDatabase } from './test-database';

/**
 * Tests hash passwords with scrypt at a lower work factor than production's 17: the same code,
 * a fraction of the CPU for each of the thousands of logins the tests make.
 */
export const TEST_PASSWORD_HASH_COST = '12';

export type TestServer = {
  app: App;
  db: Db;
  url: string;
  databaseUrl: string;
  config: Config;
  close: () => Promise<void>;
};

/**
 * The real server on a fresh PostgreSQL database, listening on a free port, with the demo
 * accounts seeded unless told otherwise.
 */
export const startTestServer = async (
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    webDist?: string | null;
    startJobs?: boolean;
    /** Receives the server's log lines (JSON), at info level. */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<TestServer> => {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      ...options.env,
      DATABASE_URL: database.url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    },
    [],
  );
  if (options.webDist !== undefined) config.webDist = options.webDist ?? '/nonexistent';
  const db = createPgDb(database.url, 5);
  await migrate(db);
  if (options.seed !== false) await seedDemo(db, config.passwordHashCost);
  const app = await buildApp({
    config,
    db,
    startJobs: options.startJobs ?? true,
    logger: options.logStream
      ? { level: 'info', stream: options.logStream }
      : config.logLevel === 'silent'
        ? false
        : { level: config.logLevel },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    config,
    url: `http://127.0.0.1:${port}`,
    databaseUrl: database.url,
    close: async () => {
      // A response a test never read keeps its connection busy; once the tests are over it is cut.
      const lingering = setTimeout(() => app.server.closeAllConnections(), 2_000);
      await app.close();
      clearTimeout(lingering);
      // Whatever a test file did, the ledger's invariants hold when it ends.
      const problems = await checkLedger(db);
      await db.close();
      if (problems.length > 0) {
        await database.drop();
        throw new Error(`The ledger broke its invariants: ${JSON.stringify(problems)}`);
      }
      await database.drop();
    },
  };
};

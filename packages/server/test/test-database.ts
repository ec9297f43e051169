import pg from 'pg';
import { randomToken } from '../src/shared/ids';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const HOW_TO_START = 'Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (or set TEST_DATABASE_URL).';

/** A fresh, empty database on the test PostgreSQL server, dropped by `drop()`. */
export const createTestDatabase = async () => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${TEST_DATABASE_URL} (${(error as Error).message}). ${HOW_TO_START}`, { cause: error });
  }
  const name = `paydesk_test_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDb } from '../../db/pg-db';
import { loggedIn } from '../../../test/http-client';
import { startServerProcess } from '../../../test/processes';
import { createTestDatabase } from '../../../test/test-database';
import { checkLedger } from '../ledger/ledger.check';
import { appendSimulatedTransfer } from './chain/simulated-chain';

const BURST = 150;
const BLOCK_MS = 20;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-crash-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed during a burst of deposits', () => {
  it('credits every deposit exactly once after a restart, and the ledger checks clean', async () => {
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: '1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      DEPOSIT_CONFIRMATIONS: '1',
      DEPOSIT_POLL_MS: '30',
      SIMULATOR_BLOCK_MS: String(BLOCK_MS),
      // The killed process holds the polling job: the next one takes it over when this lease runs out.
      JOB_LEASE_MS: '3000',
    };
    const first = await startServerProcess(env);
    await (await loggedIn(first.url, 'merchant')).get('/user/current'); // assigns the deposit address

    let expected = 0n;
    for (let index = 1; index <= BURST; index += 1) {
      appendSimulatedTransfer(dataDir, { toUser: 'merchant', amount: `${index}.25` }, BLOCK_MS);
      expected += BigInt(index) * 1_000_000n + 250_000n;
    }
    const db = createPgDb(database.url, 2);
    try {
      // Kill it once crediting is under way, not before and not after.
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const [row] = await db.query<{ credited: number }>(
          "SELECT count(*)::int AS credited FROM chain_deposits WHERE status = 'credited'",
        );
        if (row!.credited > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await first.stop('SIGKILL');
      const [atKill] = await db.query<{ credited: number }>(
        "SELECT count(*)::int AS credited FROM chain_deposits WHERE status = 'credited'",
      );
      expect(atKill!.credited).toBeGreaterThan(0);

      const second = await startServerProcess(env);
      try {
        const until = Date.now() + 30_000;
        let credited = 0;
        while (Date.now() < until && credited < BURST) {
          credited = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM chain_deposits WHERE status = 'credited'"))[0]!.n;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(credited).toBe(BURST);
      } finally {
        await second.stop();
      }

      const [deposits] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'deposit'");
      expect(deposits!.n).toBe(BURST);
      // What the deposits credited to the merchant (the demo's order history moves its balance too).
      const [credited] = await db.query<{ total: string }>(
        `SELECT COALESCE(sum(t.amount), 0)::text AS total FROM ledger_transfers t
           JOIN ledger_accounts a ON a.id = t.credit_account_id JOIN users u ON u.id = a.owner_id
          WHERE t.kind = 'deposit' AND u.username = 'merchant' AND a.part = 'available'`,
      );
      expect(BigInt(credited!.total)).toBe(expected);
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

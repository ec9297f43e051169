import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPgDb } from '../src/db/pg-db';
import { createTestDatabase } from '../test/test-database';
import { seedPayInBench } from './pay-in.bench';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = 5;
const CALLERS = 16;
/** Customers the pay-ins come from: a few orders each, so that every order is screened and none trips. */
const CUSTOMERS = 5_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Pay-in creation in process (no HTTP: the engine itself) with the anti-fraud rules on and off,
 * runs alternating so that the machine's drift touches both alike. Every order carries a customer
 * id, so with the rules on each is screened (one statement); none trips.
 */
export const benchAntiFraud = async () => {
  const database = await createTestDatabase();
  const db = createPgDb(database.url, 20);
  const lines: string[] = [];
  try {
    await seedPayInBench(db);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', MERCHANT_API_RATE: '100000' }, []);
    const app = await buildApp({ config, db, startJobs: false });
    const merchantId = (await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'merchant'"))[0]!.id;
    let sequence = 0;
    const run = async (enabled: boolean) => {
      await db.query(
        `INSERT INTO anti_fraud_settings (key, value) VALUES ('enabled', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [String(enabled)],
      );
      let created = 0;
      const end = Date.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CALLERS }, async () => {
          while (Date.now() < end) {
            sequence += 1;
            await app.services.orders.createFromMerchant(
              merchantId,
              {
                direction: 'pay_in',
                merchant_order_id: `bench-af-${randomUUID()}`,
                amount: (100 + (sequence % 900_000) / 100).toFixed(2),
                currency: 'RUB',
                payment_type: 'card',
                customer_id: `customer-${sequence % CUSTOMERS}`,
              },
              { lang: 'en' },
            );
            created += 1;
          }
        }),
      );
      return created / SECONDS;
    };
    await run(false); // warm-up
    const off: number[] = [];
    const on: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      off.push(await run(false));
      on.push(await run(true));
    }
    await app.close();
    const [refused] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM unprocessed_orders WHERE 'anti_fraud' = ANY(reason_codes)`,
    );
    const slowdown = (1 - median(on) / median(off)) * 100;
    const runs = (values: number[]) => `[runs: ${values.map((value) => value.toFixed(0)).join(', ')}]`;
    lines.push(`${'rules off, 16 at once (engine in process)'.padEnd(44)} ${median(off).toFixed(0)} orders/s  ${runs(off)}`);
    lines.push(`${'rules on, every order screened'.padEnd(44)} ${median(on).toFixed(0)} orders/s  ${runs(on)}`);
    lines.push(
      `slowdown ${slowdown.toFixed(1)} % (goal ≤ 15 %); orders refused by a rule: ${refused!.n}; ` +
        (slowdown <= 15 ? 'goal met' : 'goal missed'),
    );
  } finally {
    await db.close();
    await database.drop();
  }
  return lines;
};

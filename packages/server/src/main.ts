import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { DEMO_ACCOUNTS, seedDemo } from './seed/demo.seed';
import { DEMO_MERCHANT_API_KEY, seedDemoTrading } from './seed/demo-trading.seed';
import { seedDemoOrders } from './seed/demo-orders.seed';

const config = loadConfig();
const db = await openDb(config);
const applied = await migrate(db);
// The embedded default is a demo by nature; a real PostgreSQL gets demo data only when asked.
const demo = !config.databaseUrl || config.seedDemo;
const seeded = demo ? await seedDemo(db, config.passwordHashCost) : false;
if (demo) await seedDemoTrading(db);

const app = await buildApp({ config, db, logger: { level: config.logLevel } });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `Paydesk is running at ${url}`,
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}${applied.length ? `, ${applied.length} migration(s) applied` : ''}`,
];
if (demo) {
  lines.push(seeded ? 'Demo data seeded. Demo accounts:' : 'Demo accounts:');
  for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.username.padEnd(10)} ${account.password.padEnd(18)} ${account.note}`);
  lines.push(`Demo merchant API key: ${DEMO_MERCHANT_API_KEY}. Create a pay-in: npm run order -- --amount 1500`);
}
console.log(lines.join('\n'));

// The demo's month of order history, made by the engine once, after the server is already up.
if (demo) {
  void seedDemoOrders(app)
    .then((history) => {
      if (history)
        console.log(
          `Demo order history: ${history.created} orders of the past 30 days (${history.refused} refused) in ${(history.ms / 1000).toFixed(1)} s`,
        );
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'the demo order history could not be made'));
}

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

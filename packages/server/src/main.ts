import { performance } from 'node:perf_hooks';
import { loadConfig, type Config } from './config';
import { checkConfig, describeProblems, productionProblems } from './config-check';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';

// What the start needs first is loaded (the clock starts with the process); the server's modules load below.
const loaded = performance.now();

if (process.argv.includes('--check-config')) process.exit(checkConfig(process.env, process.argv, (line) => console.log(line)));

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`Refused: ${(error as Error).message}`);
  process.exit(1);
}
// The same check as --check-config: a production process never starts on an unsafe value.
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(describeProblems(problems));
  process.exit(1);
}

/** How long each step of the start took, printed once the server listens. */
const steps: string[] = [`boot ${Math.round(loaded)} ms`];
const timed = async <T>(what: string, work: () => Promise<T>, detail: (result: T) => string = () => '') => {
  const at = performance.now();
  const result = await work();
  steps.push(`${what} ${Math.round(performance.now() - at)} ms${detail(result)}`);
  return result;
};

// The database opens (its engine compiles on V8's background threads) while the server's modules
// load (resolved and compiled on the loader's thread): side by side, not one after the other.
const [
  db,
  { buildApp },
  { seedDemo, DEMO_ACCOUNTS },
  { seedDemoTrading, DEMO_MERCHANT_API_KEY },
  { seedDemoOrders },
  { startMetricsServer },
] = await Promise.all([
  timed('database', () => openDb(config)),
  timed('modules', () => import('./app')),
  import('./seed/demo.seed'),
  import('./seed/demo-trading.seed'),
  import('./seed/demo-orders.seed'),
  import('./modules/ops/ops.routes'),
]);
const applied = await timed(
  'migrations',
  () => migrate(db),
  (names) => ` (${names.length} applied)`,
);
// The embedded default is a demo by nature; a real PostgreSQL gets demo data only when asked.
const demo = !config.databaseUrl || config.seedDemo;
const seeded = demo
  ? await timed('demo data', async () => {
      const made = await seedDemo(db, config.passwordHashCost);
      await seedDemoTrading(db);
      return made;
    })
  : false;

const app = await timed('app', () => buildApp({ config, db, logger: { level: config.logLevel } }));
await timed('listen', () => app.listen({ port: config.port, host: config.host }));
const metricsServer = config.metricsPort
  ? await startMetricsServer(app.metrics, { port: config.metricsPort, host: config.host, token: config.metricsToken })
  : null;

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
lines.push(`Started in ${(performance.now() / 1000).toFixed(1)} s: ${steps.join(', ')}`);
console.log(lines.join('\n'));

// The demo's month of order history, made by the engine once, after the server is already up.
if (demo) {
  void seedDemoOrders(app)
    .then((history) => {
      if (history)
        console.log(
          `Demo order history: ${history.created} orders of the past 30 days (${history.refused} refused) in ${(history.ms / 1000).toFixed(1)} s; requests waited at most ${history.longestPauseMs} ms for it`,
        );
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'the demo order history could not be made'));
}

/**
 * SIGTERM (a deploy, a restart): readiness fails at once, the listener closes, the requests in
 * flight are answered (at most SHUTDOWN_GRACE_MS, then their connections are cut), the job
 * runner and webhook delivery finish what they hold and hand back their claims, websockets are
 * closed with "restarting" (the browser connects again, to a process that stays), then it exits.
 */
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  app.lifecycle.accepting = false;
  app.log.info({ signal }, 'stopping: answering the requests in flight');
  const cut = setTimeout(() => {
    app.log.warn('stopping: the grace period ran out, open connections are cut');
    app.server.closeAllConnections();
  }, config.shutdownGraceMs);
  // Past twice the grace something hangs: exit anyway, the leases give the work to the others.
  setTimeout(() => process.exit(1), config.shutdownGraceMs * 2).unref();
  try {
    await app.close();
    await metricsServer?.close();
    await db.close();
  } catch (error) {
    app.log.error({ err: error }, 'stopping failed');
    process.exitCode = 1;
  }
  clearTimeout(cut);
  app.log.info({ ms: Date.now() - started }, 'stopped');
  process.exit();
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

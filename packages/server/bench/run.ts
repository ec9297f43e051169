import { startBenchServer } from './bench-server';
import { benchCurrentUser } from './current-user.bench';
import { benchExport } from './export.bench';
import { benchLedger } from './ledger.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchOrderHistory } from './orders-history.bench';
import { benchPageWeight } from './page-weight.bench';
import { benchPayIns } from './pay-in.bench';
import { benchAntiFraud } from './anti-fraud.bench';
import { benchTerminals } from './terminals.bench';
import { benchUsersList } from './users-list.bench';
import { benchWebhooks } from './webhooks.bench';
import { benchStatistics } from './statistics.bench';
import { benchStartup } from './startup.bench';

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
/** `standalone`: the part starts what it measures itself, and no bench server runs beside it. */
type Part = { name: string; title: string; standalone?: true; run: (server: BenchServer) => Promise<string[]> };

const PARTS: Part[] = [
  { name: 'session', title: 'Session-authenticated request throughput', run: benchCurrentUser },
  { name: 'users', title: 'Users list', run: benchUsersList },
  { name: 'history', title: 'Order history over 1,000,000 orders (PostgreSQL)', run: benchOrderHistory },
  {
    name: 'statistics',
    title: 'Statistics over 1,000,000 orders, and a balance history over 1,000,000 movements (PostgreSQL)',
    run: benchStatistics,
  },
  { name: 'export', title: 'CSV export of 1,000,000 orders (PostgreSQL)', run: benchExport },
  { name: 'ledger', title: 'Ledger', run: (server) => benchLedger(server.db) },
  { name: 'payins', title: 'Pay-ins through the merchant API (PostgreSQL)', run: () => benchPayIns() },
  { name: 'antifraud', title: 'Pay-ins with the anti-fraud rules on and off (PostgreSQL)', run: () => benchAntiFraud() },
  { name: 'webhooks', title: 'Webhooks (PostgreSQL)', run: () => benchWebhooks() },
  { name: 'terminals', title: 'Bank notifications through the device API (PostgreSQL)', run: () => benchTerminals() },
  { name: 'weight', title: 'JavaScript over the wire (Chromium, empty cache)', run: (server) => benchPageWeight(server.url) },
  { name: 'lighthouse', title: 'Lighthouse 12.8, mobile (median of LIGHTHOUSE_RUNS=3)', run: (server) => benchLighthouse(server.url) },
  {
    name: 'startup',
    title: 'npm start: first start on a fresh embedded database, then 3 later starts',
    standalone: true,
    run: () => benchStartup(),
  },
];

/**
 * `npm run bench`: measurements, printed; not part of `npm test`. `BENCH=payins,ledger` runs only
 * the parts named (session, users, history, statistics, export, ledger, payins, antifraud, webhooks, terminals,
 * weight, lighthouse, startup).
 */
const chosen = process.env.BENCH?.split(',').map((name) => name.trim());
const unknown = chosen?.filter((name) => !PARTS.some((part) => part.name === name)) ?? [];
if (unknown.length > 0) throw new Error(`Unknown bench part(s): ${unknown.join(', ')}`);
// Started for the first part that needs it, so a standalone part measures on a quiet machine.
let server: BenchServer | null = null;
try {
  for (const [index, part] of PARTS.filter((item) => !chosen || chosen.includes(item.name)).entries()) {
    console.log(`${index === 0 ? '' : '\n'}# ${part.title}`);
    if (!part.standalone) server ??= await startBenchServer();
    for (const line of await part.run(server!)) console.log(line);
  }
} finally {
  await server?.close();
}

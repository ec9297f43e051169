import { startBenchServer } from './bench-server';
import { benchCurrentUser } from './current-user.bench';
import { benchLedger } from './ledger.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchOrderHistory } from './orders-history.bench';
import { benchPageWeight } from './page-weight.bench';
import { benchPayIns } from './pay-in.bench';
import { benchUsersList } from './users-list.bench';
import { benchWebhooks } from './webhooks.bench';

/** `npm run bench`: measurements, printed; not part of `npm test`. */
const server = await startBenchServer();
try {
  console.log('# Session-authenticated request throughput');
  for (const line of await benchCurrentUser(server)) console.log(line);
  console.log('\n# Users list');
  for (const line of await benchUsersList(server)) console.log(line);
  console.log('\n# Order history over 1,000,000 orders (PostgreSQL)');
  for (const line of await benchOrderHistory(server)) console.log(line);
  console.log('\n# Ledger');
  for (const line of await benchLedger(server.db)) console.log(line);
  console.log('\n# Pay-ins through the merchant API (PostgreSQL)');
  for (const line of await benchPayIns()) console.log(line);
  console.log('\n# Webhooks (PostgreSQL)');
  for (const line of await benchWebhooks()) console.log(line);
  console.log('\n# JavaScript over the wire (Chromium, empty cache)');
  for (const line of await benchPageWeight(server.url)) console.log(line);
  console.log('\n# Lighthouse 12.8, mobile (median of LIGHTHOUSE_RUNS=3)');
  for (const line of await benchLighthouse(server.url)) console.log(line);
} finally {
  await server.close();
}

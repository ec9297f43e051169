import { startBenchServer } from './bench-server';
import { benchCurrentUser } from './current-user.bench';
import { benchLedger } from './ledger.bench';
import { benchLoginPageJs } from './login-page-js.bench';
import { benchUsersList } from './users-list.bench';

/** `npm run bench`: measurements, printed; not part of `npm test`. */
const server = await startBenchServer();
try {
  console.log('# Session-authenticated request throughput');
  for (const line of await benchCurrentUser(server)) console.log(line);
  console.log('\n# Users list');
  for (const line of await benchUsersList(server)) console.log(line);
  console.log('\n# Ledger');
  for (const line of await benchLedger(server.db)) console.log(line);
  console.log('\n# Login page weight');
  for (const line of await benchLoginPageJs(server.url)) console.log(line);
} finally {
  await server.close();
}

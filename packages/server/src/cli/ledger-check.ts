import { loadConfig } from '../config';
import { openDb } from '../db/open-db';
import { checkLedger } from '../modules/ledger/ledger.check';

/** `npm run ledger:check`: exits non-zero and names the account when an invariant fails. */
const db = await openDb(loadConfig());
try {
  const problems = await checkLedger(db);
  if (problems.length === 0) {
    console.log('Ledger OK: balances sum to zero per currency, match their transfers, none negative, every idempotency key once.');
  } else {
    for (const problem of problems) console.error(`FAIL ${problem.invariant}: ${problem.detail}`);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}

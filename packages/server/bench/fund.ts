import type { Db } from '../src/db/db';
import { postTransfer } from '../src/modules/ledger/ledger.service';

/** USDT enough for every order a bench makes, on the user's available balance. */
export const fundForBench = (db: Db, owner: string, key: string) =>
  db.transaction((tx) =>
    postTransfer(tx, {
      from: { system: 'world' },
      to: { owner, part: 'available' },
      currency: 'USDT',
      amount: 10n ** 12n,
      kind: 'bench',
      idempotencyKey: key,
    }),
  );

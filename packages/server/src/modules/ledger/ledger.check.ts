import type { Sql } from '../../db/db';

export type LedgerProblem = { invariant: string; account?: string; detail: string };

/**
 * The ledger's invariants, each a query: per currency the balances sum to zero; every balance
 * equals its credits minus its debits; no user balance is negative; no idempotency key twice.
 */
export const checkLedger = async (sql: Sql): Promise<LedgerProblem[]> => {
  const problems: LedgerProblem[] = [];

  for (const row of await sql.query<{ currency: string; total: string }>(
    'SELECT currency, sum(balance)::text AS total FROM ledger_accounts GROUP BY currency HAVING sum(balance) <> 0',
  )) {
    problems.push({ invariant: 'zero-sum', detail: `${row.currency} balances sum to ${row.total}, not 0` });
  }

  for (const row of await sql.query<{
    id: string;
    owner_id: string | null;
    part: string;
    currency: string;
    balance: string;
    computed: string;
  }>(
    `SELECT a.id, a.owner_id, a.part, a.currency, a.balance::text,
            (COALESCE(c.total, 0) - COALESCE(d.total, 0))::text AS computed
       FROM ledger_accounts a
       LEFT JOIN (SELECT credit_account_id AS id, sum(amount) AS total FROM ledger_transfers GROUP BY credit_account_id) c ON c.id = a.id
       LEFT JOIN (SELECT debit_account_id AS id, sum(amount) AS total FROM ledger_transfers GROUP BY debit_account_id) d ON d.id = a.id
      WHERE a.balance <> COALESCE(c.total, 0) - COALESCE(d.total, 0)`,
  )) {
    problems.push({
      invariant: 'balance-equals-transfers',
      account: row.id,
      detail: `account ${row.id} (${row.owner_id ?? 'system'} ${row.part} ${row.currency}) holds ${row.balance} but its transfers sum to ${row.computed}`,
    });
  }

  for (const row of await sql.query<{ id: string; owner_id: string; part: string; currency: string; balance: string }>(
    "SELECT id, COALESCE(owner_id::text, 'partner ' || partner_slug) AS owner_id, part, currency, balance::text FROM ledger_accounts WHERE (owner_id IS NOT NULL OR partner_slug IS NOT NULL) AND balance < 0",
  )) {
    problems.push({
      invariant: 'no-negative-user-balance',
      account: row.id,
      detail: `account ${row.id} (${row.owner_id} ${row.part} ${row.currency}) is ${row.balance}`,
    });
  }

  for (const row of await sql.query<{ idempotency_key: string; uses: number }>(
    'SELECT idempotency_key, count(*)::int AS uses FROM ledger_transfers GROUP BY idempotency_key HAVING count(*) > 1',
  )) {
    problems.push({ invariant: 'idempotency-key-once', detail: `idempotency key "${row.idempotency_key}" used ${row.uses} times` });
  }

  return problems;
};

import type { Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';

export type DepositAddressRow = { address: string; user_id: string; network: string; currency: string; created_at: Date };

export const addressesOf = (sql: Sql, userId: string) =>
  sql.query<DepositAddressRow>(
    'SELECT address, user_id, network, currency, created_at FROM deposit_addresses WHERE user_id = $1 ORDER BY derivation_index',
    [userId],
  );

export const allAddresses = (sql: Sql) => sql.query<{ address: string; user_id: string }>('SELECT address, user_id FROM deposit_addresses');

export const firstAddressOfUsername = async (sql: Sql, username: string) =>
  (
    await sql.query<{ address: string }>(
      `SELECT a.address FROM deposit_addresses a JOIN users u ON u.id = a.user_id
        WHERE lower(u.username) = lower($1) ORDER BY a.derivation_index LIMIT 1`,
      [username],
    )
  )[0]?.address ?? null;

export const nextDerivationIndex = async (sql: Sql) =>
  Number((await sql.query<{ index: string }>("SELECT nextval('deposit_address_index_seq')::text AS index"))[0]!.index);

export const insertAddress = async (sql: Sql, userId: string, address: string, index: number) => {
  await sql.query('INSERT INTO deposit_addresses (address, user_id, currency, derivation_index) VALUES ($1, $2, $3, $4)', [
    address,
    userId,
    'USDT',
    index,
  ]);
};

export const settledTxIds = async (sql: Sql, address: string) =>
  new Set(
    (await sql.query<{ tx_id: string }>("SELECT tx_id FROM chain_deposits WHERE address = $1 AND status = 'credited'", [address])).map(
      (row) => row.tx_id,
    ),
  );

/** Records a seen deposit, or updates its confirmations; a credited one is never touched again. */
export const upsertSeenDeposit = async (
  sql: Sql,
  deposit: { txId: string; address: string; userId: string; amount: bigint; from: string | null; confirmations: number },
) => {
  await sql.query(
    `INSERT INTO chain_deposits (id, tx_id, address, user_id, currency, amount, from_address, confirmations, status)
     VALUES ($1, $2, $3, $4, 'USDT', $5, $6, $7, 'pending')
     ON CONFLICT (tx_id, address) DO UPDATE SET confirmations = GREATEST(chain_deposits.confirmations, EXCLUDED.confirmations)
      WHERE chain_deposits.status = 'pending'`,
    [uuidv7(), deposit.txId, deposit.address, deposit.userId, deposit.amount.toString(), deposit.from, deposit.confirmations],
  );
};

export type PendingDeposit = { id: string; tx_id: string; address: string; user_id: string; amount: string; currency: string };

/** Claims confirmed pending deposits for crediting; other processes skip the rows this one holds. */
export const claimConfirmedDeposits = (sql: Sql, threshold: number, limit = 100) =>
  sql.query<PendingDeposit>(
    `SELECT id, tx_id, address, user_id, amount::text, currency FROM chain_deposits
      WHERE status = 'pending' AND confirmations >= $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [threshold, limit],
  );

export const markCredited = async (sql: Sql, id: string, transferId: string) => {
  await sql.query("UPDATE chain_deposits SET status = 'credited', transfer_id = $2, credited_at = now() WHERE id = $1", [id, transferId]);
};

/**
 * What each deposit address of a user holds now, as JSON (`address`, `network`, `holding`): what
 * was credited through it, less what left the user's real wallet on chain (merchant payouts the
 * user paid, and for the root, whose wallet is the platform's, the users' completed withdrawals),
 * taken from the addresses in their order. `$1` is the user's id.
 */
export const ADDRESS_HOLDINGS_SQL = `(
  SELECT json_agg(json_build_object('address', h.address, 'network', h.network,
           'holding', GREATEST(h.credited - GREATEST(o.outflow - h.prior, 0), 0)::text,
           'on_chain', h.chain_balance::text, 'checked_at', h.chain_checked_at, 'pending', h.pending::text) ORDER BY h.derivation_index)
    FROM (SELECT a.address, a.network, a.derivation_index, a.chain_balance, a.chain_checked_at, c.credited, p.pending,
                 COALESCE(sum(c.credited) OVER (ORDER BY a.derivation_index ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS prior
            FROM deposit_addresses a
           CROSS JOIN LATERAL (SELECT COALESCE(sum(d.amount), 0) AS credited FROM chain_deposits d
                                WHERE d.address = a.address AND d.status = 'credited') c
           CROSS JOIN LATERAL (SELECT COALESCE(sum(d.amount), 0) AS pending FROM chain_deposits d
                                WHERE d.address = a.address AND d.status = 'pending') p
           WHERE a.user_id = $1) h
   CROSS JOIN (SELECT COALESCE(sum(w.amount), 0) AS outflow FROM withdrawals w
                WHERE w.status = 'completed'
                  AND (w.payer_id = $1 OR (w.kind = 'user' AND (SELECT is_root FROM users WHERE id = $1)))) o
)`;

/**
 * One deposit address: what the platform believes it holds (`holding`), deposits seen on chain and
 * not yet confirmed (`pending`), and what the chain said when last asked.
 */
export type AddressHolding = {
  address: string;
  network: string;
  holding: string;
  pending: string;
  on_chain: string | null;
  checked_at: string | null;
};

/** What the chain says beyond what the platform believes (negative: missing), deposits on their way aside. */
export const driftOf = (holding: AddressHolding) =>
  holding.on_chain === null ? 0n : BigInt(holding.on_chain) - BigInt(holding.holding) - BigInt(holding.pending);
export type WalletSummary = { available: string; addresses: AddressHolding[] };

/** Everything the wallets of a user show, in one round trip: it is part of every page load. */
export const walletSummary = async (sql: Sql, userId: string): Promise<WalletSummary> => {
  const [row] = await sql.query<WalletSummary>(
    `SELECT COALESCE((SELECT balance FROM ledger_accounts WHERE owner_id = $1 AND currency = 'USDT' AND part = 'available'), 0)::text AS available,
            COALESCE(${ADDRESS_HOLDINGS_SQL}, '[]'::json) AS addresses`,
    [userId],
    { prepare: 'wallet_summary' },
  );
  return row!;
};

/** Every user holding real wallets, with what each address is believed to hold and what the chain said. */
export const allAddressHoldings = async (sql: Sql) =>
  sql.query<{ user_id: string; username: string; addresses: AddressHolding[] }>(
    `SELECT u.id AS user_id, u.username, ${ADDRESS_HOLDINGS_SQL.replaceAll('$1', 'u.id')} AS addresses
       FROM users u WHERE EXISTS (SELECT 1 FROM deposit_addresses a WHERE a.user_id = u.id)`,
  );

export const recordChainBalance = (sql: Sql, address: string, balance: bigint) =>
  sql.query('UPDATE deposit_addresses SET chain_balance = $2, chain_checked_at = now() WHERE address = $1', [address, balance.toString()]);

/**
 * Marks an address's drift as reported, answering whether it is new (not the one reported last):
 * a drift is told once, and again only when it changes. `null` clears it.
 */
export const markDriftReported = async (sql: Sql, address: string, drift: bigint | null) =>
  (
    await sql.query(
      `UPDATE deposit_addresses SET drift_reported = $2 WHERE address = $1 AND drift_reported IS DISTINCT FROM $2::bigint RETURNING 1`,
      [address, drift?.toString() ?? null],
    )
  ).length > 0;

import { fromMinor, type listQuerySchema, type WalletHolder, type Wallet, USDT_CURRENCY, USDT_SCALE } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { runList } from '../../http/list-query';
import type { Actor, Localized } from '../../http/request-context';
import { getSystemBalance, walletAccountIds } from '../ledger/ledger.service';
import { lockUser, usernameOf } from '../users/user-directory.service';
import { movementsListSpec, type MovementRow } from './movements.list';
import { movementAsTransaction, toTransaction } from './transaction.mapper';
import { deriveTronAddress } from './tron-address.util';
import { transactionsListSpec, walletHoldersListSpec, type TransactionRow, type WalletHolderRow } from './wallets.list';
import * as repo from './wallets.repository';

type ListParams = z.output<typeof listQuerySchema>;

const usdt = (minor: bigint | string) => ({ amount: fromMinor(BigInt(minor), USDT_SCALE), currency: USDT_CURRENCY });

/** The user's TRC-20 deposit address, derived from the operator's extended public key on first need. */
export const ensureDepositAddress = async (sql: Sql, userId: string, xpub: string) => {
  // One address per user even when two requests ask at once: the second waits, then finds it.
  await lockUser(sql, userId);
  const existing = await repo.addressesOf(sql, userId);
  if (existing[0]) return existing[0].address;
  const index = await repo.nextDerivationIndex(sql);
  const address = deriveTronAddress(xpub, index);
  await repo.insertAddress(sql, userId, address, index);
  return address;
};

const toWallets = (summary: repo.WalletSummary, systemBalance: bigint | null): Wallet[] => [
  {
    name: systemBalance === null ? 'USDT' : 'System',
    type: { slug: 'virtual' },
    address: null,
    amount: usdt(systemBalance ?? BigInt(summary.available)),
  },
  ...summary.addresses.map((row) => ({
    name: `USDT ${row.network}`,
    type: { slug: 'real' as const },
    address: row.address,
    amount: usdt(row.holding),
  })),
];

export const createWalletsService = ({ db, config }: AppDeps) => {
  return {
    /** The virtual USDT wallet (for an admin: the platform's revenue) and the real deposit addresses. */
    wallets: async ({ id: userId, type: role, isRoot }: Actor): Promise<Wallet[]> => {
      let summary = await repo.walletSummary(db, userId);
      // Root's address is the platform's own (system) wallet; other admins have none, and agents
      // have no pay-in: they earn referral rewards, they do not deposit.
      const hasAddress = (role !== 'admin' && role !== 'agent') || isRoot;
      if (summary.addresses.length === 0 && hasAddress) {
        await db.transaction((tx) => ensureDepositAddress(tx, userId, config.tronXpub));
        summary = await repo.walletSummary(db, userId);
      }
      return toWallets(summary, role === 'admin' ? await getSystemBalance(db, 'revenue', 'USDT') : null);
    },

    /** A user's wallets as they stand, for another user's eyes: read only, nothing is created. */
    walletsOf: async (userId: string, sql: Sql = db): Promise<Wallet[]> => toWallets(await repo.walletSummary(sql, userId), null),

    transactions: async (ownerId: string | null, query: ListParams, localized: Localized) => {
      const { rows, context } = await runList<TransactionRow>(db, transactionsListSpec(ownerId), query, localized.lang);
      return { items: rows.map((row) => toTransaction(row, localized)), context };
    },

    /**
     * The history of the wallet the balance shows: every ledger movement of the user's available
     * USDT (for an admin, the platform's revenue), newest first, so its latest balance after is the total.
     */
    movements: async ({ id: userId, type: role }: Actor, query: ListParams, localized: Localized) => {
      const system = role === 'admin';
      const [accounts, username] = await Promise.all([
        walletAccountIds(db, system ? { system: 'revenue' } : { owner: userId, part: 'available' }, 'USDT'),
        usernameOf(db, userId),
      ]);
      const { rows, context } = await runList<MovementRow>(db, movementsListSpec(accounts, { system }), query, localized.lang);
      return { items: rows.map((row) => movementAsTransaction(row, { uuid: userId, username }, localized)), context };
    },

    realWallets: async (query: ListParams, { lang }: Localized) => {
      const { rows, context } = await runList<WalletHolderRow>(db, walletHoldersListSpec, query, lang);
      const items: WalletHolder[] = rows.map((row) => ({
        holder: { uuid: row.user_id, username: row.username, is_root: row.is_root },
        account_uuid: row.account_id,
        wallets: row.wallets.map((wallet) => {
          const drift = repo.driftOf(wallet);
          return {
            name: wallet.address,
            amount: { amount: fromMinor(BigInt(wallet.holding), USDT_SCALE), currency: { code: 'USDT' as const } },
            type: { slug: 'real' as const },
            trx: null,
            on_chain:
              wallet.on_chain === null ? null : { amount: fromMinor(BigInt(wallet.on_chain), USDT_SCALE), currency: { code: 'USDT' } },
            checked_at: wallet.checked_at ? new Date(wallet.checked_at).toISOString() : null,
            drift: drift === 0n ? null : { amount: fromMinor(drift, USDT_SCALE), currency: { code: 'USDT' } },
          };
        }),
      }));
      return { items, context };
    },
  };
};

export type WalletsService = ReturnType<typeof createWalletsService>;

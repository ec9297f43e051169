import { DEPOSIT_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES, WITHDRAWAL_STATUSES } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { messages, filterLabel } from '../../http/messages';
import { ADDRESS_HOLDINGS_SQL, type AddressHolding } from './wallets.repository';

/** Deposits, withdrawals and insurance deductions as one history, with the available balance around each. */
const TRANSACTIONS = `(
  SELECT d.id, 'deposit' AS type, 'deposit' AS action, d.user_id, d.status, d.amount, d.currency, d.address, d.tx_id, d.created_at,
         t.credit_balance_after - d.amount AS balance_before, t.credit_balance_after AS balance_after
    FROM chain_deposits d LEFT JOIN ledger_transfers t ON t.id = d.transfer_id
  UNION ALL
  SELECT w.id, 'withdrawal', CASE WHEN w.kind = 'merchant_payout' THEN 'merchant_payout' ELSE 'withdrawal' END, w.user_id, w.status,
         w.amount, w.currency, w.address, w.tx_id, w.created_at, w.balance_before, w.balance_after
    FROM withdrawals w
  UNION ALL
  SELECT t.id, 'insurance', 'insurance', a.owner_id, 'completed', t.amount, t.currency, NULL, NULL, t.created_at,
         t.debit_balance_after + t.amount, t.debit_balance_after
    FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
   WHERE t.kind = 'insurance'
) x JOIN users u ON u.id = x.user_id`;

export type TransactionRow = {
  id: string;
  type: 'deposit' | 'withdrawal' | 'insurance';
  action: string;
  user_id: string;
  username: string;
  status: (typeof TRANSACTION_STATUSES)[number];
  amount: string;
  currency: string;
  address: string | null;
  tx_id: string | null;
  created_at: Date;
  balance_before: string | null;
  balance_after: string | null;
};

export const transactionsListSpec = (ownerId: string | null): ListSpec => ({
  select:
    'x.id, x.type, x.action, x.user_id, u.username, x.status, x.amount::text, x.currency, x.address, x.tx_id, x.created_at, x.balance_before::text, x.balance_after::text',
  from: TRANSACTIONS,
  where: ownerId ? ['x.user_id = $1'] : [],
  params: ownerId ? [ownerId] : [],
  filters: [
    {
      field: 'type',
      type: 'enum',
      column: 'x.type',
      description: filterLabel('type'),
      values: (lang) => TRANSACTION_TYPES.map((slug) => ({ slug, title: messages(lang).transactionTypes[slug] })),
    },
    {
      field: 'status',
      type: 'enum',
      column: 'x.status',
      description: filterLabel('status'),
      // A deposit has deposit statuses, a withdrawal withdrawal statuses: each tab offers its own.
      values: (lang, filters) =>
        (filters.type === 'deposit'
          ? DEPOSIT_STATUSES
          : filters.type === 'withdrawal'
            ? WITHDRAWAL_STATUSES
            : filters.type === 'insurance'
              ? (['completed'] as const)
              : TRANSACTION_STATUSES
        ).map((slug) => ({
          slug,
          title: messages(lang).transactionStatuses[slug],
        })),
    },
    { field: 'guid', type: 'string', column: 'x.id', match: 'exact', description: filterLabel('id') },
    ...(ownerId ? [] : [{ field: 'username', type: 'string' as const, column: 'u.username', description: filterLabel('owner') }]),
    { field: 'address', type: 'string', column: 'x.address', description: filterLabel('address') },
    { field: 'created_at', type: 'datetime', column: 'x.created_at', description: filterLabel('date') },
  ],
  sorts: { created_at: 'x.created_at', amount: 'x.amount' },
  defaultOrder: 'x.created_at DESC, x.id DESC',
  tiebreak: 'x.id',
});

export type WalletHolderRow = {
  user_id: string;
  username: string;
  is_root: boolean;
  account_id: string | null;
  wallets: AddressHolding[];
};

/** Users holding real wallets, each with their addresses and what each holds now. */
export const walletHoldersListSpec: ListSpec = {
  select: `u.id AS user_id, u.username, u.is_root,
           (SELECT l.id FROM ledger_accounts l WHERE l.owner_id = u.id AND l.currency = 'USDT' AND l.part = 'available') AS account_id,
           ${ADDRESS_HOLDINGS_SQL.replaceAll('$1', 'u.id')} AS wallets`,
  from: 'users u',
  where: ['EXISTS (SELECT 1 FROM deposit_addresses a WHERE a.user_id = u.id)'],
  filters: [
    { field: 'username', type: 'string', column: 'u.username', description: filterLabel('owner') },
    {
      field: 'address',
      type: 'string',
      column: "(SELECT string_agg(a.address, ' ') FROM deposit_addresses a WHERE a.user_id = u.id)",
      description: filterLabel('address'),
    },
  ],
  sorts: { username: 'lower(u.username)', created_at: 'u.created_at' },
  defaultOrder: 'lower(u.username) ASC, u.id ASC',
  tiebreak: 'u.id',
};

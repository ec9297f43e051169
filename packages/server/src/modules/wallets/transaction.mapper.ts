import { fromMinor, USDT_SCALE, type WalletTransaction } from '@paydesk/contract';
import { messages } from '../../http/messages';
import type { Localized } from '../../http/request-context';
import type { MovementRow } from './movements.list';
import type { TransactionRow } from './wallets.list';
import type { WithdrawalRow } from './withdrawals.repository';

/** A deposit or withdrawal in the spec's shape, in the caller's language. */
export const toTransaction = (row: TransactionRow, { lang }: Localized): WalletTransaction => {
  const text = messages(lang);
  const money = (minor: string | null) =>
    minor === null ? null : { amount: fromMinor(BigInt(minor), USDT_SCALE), currency: { code: row.currency } };
  return {
    guid: row.id,
    type: { slug: row.type, title: text.transactionTypes[row.type] },
    status: { slug: row.status, title: text.transactionStatuses[row.status] },
    money: money(row.amount)!,
    date: row.created_at.toISOString(),
    action: { slug: row.action, title: text.transactionActions[row.action] ?? row.action },
    payable: { uuid: row.user_id, username: row.username },
    address: row.address,
    tx_id: row.tx_id,
    balance_before: money(row.balance_before),
    balance_after: money(row.balance_after),
    side: null,
    reference: { type: row.type === 'deposit' ? 'deposit' : 'withdrawal', id: row.id, direction: null },
  };
};

const REFERENCES: Record<string, 'order' | 'deposit' | 'withdrawal'> = {
  order: 'order',
  chain_deposit: 'deposit',
  withdrawal: 'withdrawal',
};

/**
 * A ledger movement of one wallet as a history row: the amount moved, the balance before it
 * (after less what came in, or plus what went out), and the status of what it belongs to.
 */
export const movementAsTransaction = (
  row: MovementRow,
  owner: { uuid: string; username: string },
  { lang }: Localized,
): WalletTransaction => {
  const text = messages(lang);
  const money = (minor: bigint) => ({ amount: fromMinor(minor, USDT_SCALE), currency: { code: row.currency } });
  const amount = BigInt(row.amount);
  const after = row.balance_after === null ? null : BigInt(row.balance_after);
  const status =
    row.reference_type === 'chain_deposit'
      ? 'credited'
      : ((row.withdrawal_status as WalletTransaction['status']['slug'] | null) ?? 'completed');
  const reference = row.reference_type && row.reference_id ? REFERENCES[row.reference_type] : undefined;
  return {
    guid: row.id,
    type: { slug: row.type, title: text.transactionTypes[row.type] },
    status: { slug: status, title: text.transactionStatuses[status] },
    money: money(amount),
    date: row.created_at.toISOString(),
    action: { slug: row.kind, title: text.transactionActions[row.kind] ?? row.kind },
    payable: owner,
    address: null,
    tx_id: null,
    balance_before: after === null ? null : money(row.side === 'credit' ? after - amount : after + amount),
    balance_after: after === null ? null : money(after),
    side: row.side,
    reference: reference ? { type: reference, id: row.reference_id!, direction: row.order_direction } : null,
  };
};

/** A withdrawal row as the transaction history shows it. */
export const withdrawalAsTransaction = (row: WithdrawalRow, username: string, context: Localized) =>
  toTransaction(
    {
      ...row,
      type: 'withdrawal',
      action: row.kind === 'merchant_payout' ? 'merchant_payout' : 'withdrawal',
      username,
    },
    context,
  );

import { fromMinor, USDT_SCALE, type WalletTransaction } from '@paydesk/contract';
import { messages } from '../../http/messages';
import type { Localized } from '../../http/request-context';
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

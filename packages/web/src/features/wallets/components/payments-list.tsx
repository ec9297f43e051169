import type { WalletTransaction } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { type TransactionType, useTransactions } from '../api/get-transactions';
import { transactionColumn } from './transaction-cells';
import { WithdrawalActions } from './withdrawal-actions';

/** Deposits or withdrawals of everybody (admin): the tab fixes the type, the server supplies the other filters. */
export const PaymentsList = ({ type }: { type: TransactionType }) => {
  const t = useT();
  const list = useTransactions(type);
  const columns: Column<WalletTransaction>[] =
    type === 'deposit'
      ? [
          transactionColumn('guid', t('wallets.pay.guid')),
          transactionColumn('payable', t('wallets.pay.payable')),
          transactionColumn('status', t('wallets.pay.status')),
          transactionColumn('date', t('wallets.pay.date')),
          transactionColumn('amount', t('wallets.pay.money')),
        ]
      : [
          transactionColumn('guid', t('wallets.pay.guid')),
          transactionColumn('payable', t('wallets.pay.owner')),
          transactionColumn('amount', t('wallets.pay.sum')),
          transactionColumn('status', t('wallets.pay.status')),
          // Beside the status it decides, so the buttons show without scrolling the table sideways.
          { key: 'actions', header: t('wallets.pay.actions'), render: (row) => <WithdrawalActions row={row} />, nowrap: true },
          transactionColumn('date', t('wallets.pay.date')),
          transactionColumn('txId', t('wallets.pay.txId')),
          transactionColumn('balance', t('wallets.pay.balance')),
        ];

  return (
    <ListSection
      list={list}
      columns={columns}
      rowKey={(row) => row.guid}
      emptyText={t('wallets.pay.empty')}
      minWidth={type === 'deposit' ? 720 : 960}
      testId={`payments-${type}`}
    />
  );
};

import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useMyTransactions } from '../api/get-my-transactions';
import { transactionColumn } from './transaction-cells';

/** The signed-in user's deposits and withdrawals: filters from the server, newest first, paginated. */
export const BalanceHistory = () => {
  const t = useT();
  const list = useMyTransactions();
  const columns = [
    transactionColumn('guid', t('wallets.history.id')),
    transactionColumn('type', t('wallets.history.type')),
    transactionColumn('status', t('wallets.history.status')),
    transactionColumn('amount', t('wallets.history.amount')),
    transactionColumn('date', t('wallets.history.date')),
    transactionColumn('action', t('wallets.history.action')),
    transactionColumn('payable', t('wallets.history.payable')),
    transactionColumn('balance', t('wallets.history.balance')),
  ];
  return (
    <ListSection
      list={list}
      columns={columns}
      rowKey={(row) => row.guid}
      emptyText={t('wallets.history.empty')}
      minWidth={960}
      testId="balance-history"
    />
  );
};

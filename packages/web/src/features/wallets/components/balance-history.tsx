import { useT } from '../../../shared/i18n/use-t';
import { useCurrentUser } from '../../../shared/session/current-user';
import { ListSection } from '../../../shared/list/list-section';
import { useMyTransactions } from '../api/get-my-transactions';
import { transactionColumn } from './transaction-cells';

/**
 * Every movement of the signed-in user's wallet (deposits, withdrawals, orders' holds, releases and
 * settlements, rewards, fees): filters from the server, newest first, paginated, each row linked to
 * its order (and, for an admin, to its payment).
 */
export const BalanceHistory = () => {
  const t = useT();
  const list = useMyTransactions();
  const isAdmin = useCurrentUser().data?.type.slug === 'admin';
  const columns = [
    transactionColumn('guid', t('wallets.history.id')),
    transactionColumn('type', t('wallets.history.type')),
    transactionColumn('status', t('wallets.history.status')),
    transactionColumn('amount', t('wallets.history.amount')),
    transactionColumn('date', t('wallets.history.date')),
    transactionColumn(isAdmin ? 'adminAction' : 'action', t('wallets.history.action')),
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

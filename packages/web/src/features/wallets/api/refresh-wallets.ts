import { innerApi } from '@paydesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { listKeyOf } from '../../../shared/list/list-query';
import { currentUserQueryKey } from '../../../shared/session/current-user';
import { myTransactionsKey } from './get-my-transactions';
import { myWalletsKey } from './get-my-wallets';
import { transactionsKey } from './get-transactions';
import { walletHoldersKey } from './get-wallet-holders';

/** The lists a balance change shows in: the user's own, the admin's, and the users' balances. */
export const refreshBalanceLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: myWalletsKey }),
    queryClient.invalidateQueries({ queryKey: myTransactionsKey }),
    queryClient.invalidateQueries({ queryKey: transactionsKey }),
    queryClient.invalidateQueries({ queryKey: walletHoldersKey }),
    queryClient.invalidateQueries({ queryKey: listKeyOf(innerApi.users.list) }),
  ]);

/** After a money movement: the lists above and the current user, whose wallets hold the balance. */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([refreshBalanceLists(queryClient), queryClient.invalidateQueries({ queryKey: currentUserQueryKey })]);

import { innerApi } from '@paydesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { listKeyOf } from '../../../shared/list/list-query';
import { currentUserQueryKey } from '../../../shared/session/current-user';
import { walletKeys } from './keys';

/** The lists a balance change shows in: the user's own, the admin's, and the users' balances. */
export const refreshBalanceLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.myTransactions() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.transactions() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.holders() }),
    queryClient.invalidateQueries({ queryKey: listKeyOf(innerApi.users.list) }),
  ]);

/** After a money movement: the lists above and the current user, whose wallets hold the balance. */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([refreshBalanceLists(queryClient), queryClient.invalidateQueries({ queryKey: currentUserQueryKey })]);

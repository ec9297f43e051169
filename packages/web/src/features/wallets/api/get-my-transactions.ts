import { innerApi } from '@paydesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ListStateOptions, prefetchList, useList } from '../../../shared/list/list-query';

const route = innerApi.wallets.myTransactions;
const options: ListStateOptions = { defaultSort: '-created_at' };

/** The balance history: deposits and withdrawals of the signed-in user, newest first. */
export const useMyTransactions = () => useList(route, options);

/** Its first answer, asked for while the balance page's code is still loading. */
export const prefetchMyTransactions = (queryClient: QueryClient, search: URLSearchParams) =>
  prefetchList(queryClient, route, search, options);

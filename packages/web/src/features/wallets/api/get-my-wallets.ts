import { innerApi } from '@paydesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ListStateOptions, prefetchList, useList } from '../../../shared/list/list-query';

const route = innerApi.wallets.myWallets;
// The balance page's second list: its state goes in the address under `wallets.`, apart from the history's.
const options: ListStateOptions = { urlPrefix: 'wallets' };

/** The signed-in user's wallets: the virtual USDT one and the real deposit addresses. */
export const useMyWallets = () => useList(route, options);

/** Their first answer, asked for while the balance page's code is still loading. */
export const prefetchMyWallets = (queryClient: QueryClient, search: URLSearchParams) => prefetchList(queryClient, route, search, options);

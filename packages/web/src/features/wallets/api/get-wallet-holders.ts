import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

const route = innerApi.wallets.realWallets;

/** Users holding real wallets, with their addresses (the wallets page). */
export const useWalletHolders = () => useList(route);

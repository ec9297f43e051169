import { innerApi } from '@paydesk/contract';
import { listKeyOf, useList } from '../../../shared/list/list-query';

const route = innerApi.wallets.realWallets;

export const walletHoldersKey = listKeyOf(route);

/** Users holding real wallets, with their addresses (the wallets page). */
export const useWalletHolders = () => useList(route);

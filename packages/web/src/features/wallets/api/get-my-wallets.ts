import { innerApi } from '@paydesk/contract';
import { listKeyOf, useList } from '../../../shared/list/list-query';

const route = innerApi.wallets.myWallets;

export const myWalletsKey = listKeyOf(route);

/** The signed-in user's wallets: the virtual USDT one and the real deposit addresses. */
export const useMyWallets = () => useList(route);

import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

const route = innerApi.wallets.myWallets;

/** The signed-in user's wallets: the virtual USDT one and the real deposit addresses. */
export const useMyWallets = () => useList(route);

import { innerApi } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';

/** Every cache key of the wallets feature; list keys come from the list protocol, by route. */
export const walletKeys = {
  mine: () => listKeyOf(innerApi.wallets.myWallets),
  myTransactions: () => listKeyOf(innerApi.wallets.myTransactions),
  transactions: () => listKeyOf(innerApi.wallets.transactions),
  holders: () => listKeyOf(innerApi.wallets.realWallets),
};

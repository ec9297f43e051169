import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

const route = innerApi.wallets.myTransactions;

/** The balance history: deposits and withdrawals of the signed-in user, newest first. */
export const useMyTransactions = () => useList(route, { defaultSort: '-created_at' });

import { innerApi, type TRANSACTION_TYPES } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

const route = innerApi.wallets.transactions;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Everybody's deposits or withdrawals (the payments page), newest first; the tab fixes the type. */
export const useTransactions = (type: TransactionType) => useList(route, { fixedFilter: { type }, defaultSort: '-created_at' });

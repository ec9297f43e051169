import { innerApi, type Language } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';

/** The dispute lists of each role: one route per role, the same rows. */
export const DISPUTE_LIST_ROUTES = [innerApi.disputes.list, innerApi.disputes.merchantList, innerApi.disputes.traderList] as const;

/** Every cache key of the disputes feature; list keys come from the list protocol, by route. */
export const disputeKeys = {
  all: () => ['disputes'] as const,
  lists: () => DISPUTE_LIST_ROUTES.map((route) => listKeyOf(route)),
  details: (uuid: string) => ['disputes', 'details', uuid] as const,
  ofOrder: (orderId: string) => ['disputes', 'order', orderId] as const,
  orderReceipts: (orderId: string) => ['disputes', 'order-receipts', orderId] as const,
  // Titles and field names come translated from the server.
  reasons: (locale: Language) => ['disputes', 'reasons', locale] as const,
};

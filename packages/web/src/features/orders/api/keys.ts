import { innerApi } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';

/** The order lists of each role: one route per role, the same rows. */
export const ORDER_LIST_ROUTES = [
  innerApi.orders.list,
  innerApi.orders.merchantList,
  innerApi.orders.traderList,
  innerApi.orders.partnerList,
] as const;

/** Every cache key of the orders feature; list keys come from the list protocol, by route. */
export const orderKeys = {
  lists: () => ORDER_LIST_ROUTES.map((route) => listKeyOf(route)),
  details: (id: string) => ['orders', 'details', id] as const,
  allDetails: () => ['orders', 'details'] as const,
  unprocessed: () => listKeyOf(innerApi.orders.unprocessed),
  directions: () => listKeyOf(innerApi.orders.directions),
  unprocessedDetails: (id: string) => ['orders', 'unprocessed', id] as const,
  webhooks: (id: string) => ['orders', 'webhooks', id] as const,
  receipts: (id: string) => ['orders', 'receipts', id] as const,
};

import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { orderKeys } from './keys';

export const getOrderDetails = (id: string, signal?: AbortSignal) => callApi(innerApi.orders.details, { params: { id }, signal });

export const orderDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => getOrderDetails(id, signal),
    // The drawer shows its own error.
    meta: { silentErrors: true },
  });

/** One order with its history (and, for admins, its ledger legs); nothing is asked while no order is open. */
export const useOrderDetails = (id: string | null) => useQuery({ ...orderDetailsQueryOptions(id ?? ''), enabled: id !== null });

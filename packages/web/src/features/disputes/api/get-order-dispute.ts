import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { disputeKeys } from './keys';

export const getOrderDispute = (orderId: string, signal?: AbortSignal) =>
  callApi(innerApi.disputes.ofOrder, { params: { id: orderId }, signal });

/** The latest dispute of an order, or null when it never had one (the order drawer). */
export const useOrderDispute = (orderId: string) =>
  useQuery({
    queryKey: disputeKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderDispute(orderId, signal),
    meta: { silentErrors: true },
  });

import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { disputeKeys } from './keys';

export const getOrderReceipts = (orderId: string, signal?: AbortSignal) =>
  callApi(innerApi.paymentPage.receipts, { params: { id: orderId }, signal });

/** The customer's receipts of the order a dispute is opened on: whether to offer attaching them. */
export const useOrderReceipts = (orderId: string) =>
  useQuery({
    queryKey: disputeKeys.orderReceipts(orderId),
    queryFn: ({ signal }) => getOrderReceipts(orderId, signal),
    meta: { silentErrors: true },
  });

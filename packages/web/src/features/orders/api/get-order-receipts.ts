import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { orderKeys } from './keys';

export const getOrderReceipts = (id: string, signal?: AbortSignal) => callApi(innerApi.paymentPage.receipts, { params: { id }, signal });

/** The receipts the customer attached to an order (its trader, its merchant and admins). */
export const useOrderReceipts = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.receipts(id),
    queryFn: ({ signal }) => getOrderReceipts(id, signal),
    enabled,
    meta: { silentErrors: true },
  });

/** One receipt's bytes, as a file the browser can open or save. */
export const getReceiptFile = async (orderId: string, receiptId: string) => {
  const file = await callApi(innerApi.paymentPage.receipt, { params: { id: orderId, receiptId } });
  const bytes = Uint8Array.from(atob(file.content_base64), (char) => char.charCodeAt(0));
  return { name: file.file_name, blob: new Blob([bytes], { type: file.content_type }) };
};

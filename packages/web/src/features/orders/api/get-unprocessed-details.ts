import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { orderKeys } from './keys';

export const getUnprocessedDetails = (id: string, signal?: AbortSignal) =>
  callApi(innerApi.orders.unprocessedDetails, { params: { id }, signal });

/** An unprocessed order with every routing attempt and its reason. */
export const useUnprocessedDetails = (id: string | null) =>
  useQuery({
    queryKey: orderKeys.unprocessedDetails(id ?? ''),
    queryFn: ({ signal }) => getUnprocessedDetails(id!, signal),
    enabled: id !== null,
    meta: { silentErrors: true },
  });

import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { paymentPageKeys } from './keys';

export const getPaymentPage = (token: string, signal?: AbortSignal) => callApi(innerApi.paymentPage.page, { params: { token }, signal });

export const paymentPageQuery = (token: string) =>
  queryOptions({
    queryKey: paymentPageKeys.page(token),
    queryFn: ({ signal }) => getPaymentPage(token, signal),
    // A wrong or stale link stays wrong: no retries that would only spend the page's budget.
    retry: false,
    meta: { silentErrors: true },
  });

export const usePaymentPage = (token: string) => useQuery(paymentPageQuery(token));

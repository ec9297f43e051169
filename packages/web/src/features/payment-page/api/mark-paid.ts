import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { paymentPageKeys } from './keys';

export const markPaid = (token: string) => callApi(innerApi.paymentPage.markPaid, { params: { token } });

/** "I have paid": the answer is the page as it now is. */
export const useMarkPaid = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markPaid(token),
    meta: { silentErrors: true },
    onSuccess: (page) => queryClient.setQueryData(paymentPageKeys.page(token), page),
  });
};

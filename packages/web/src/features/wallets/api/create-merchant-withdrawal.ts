import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshBalances } from './refresh-wallets';

export type MerchantWithdrawalInput = BodyOf<typeof innerApi.wallets.merchantWithdrawal>;

export const createMerchantWithdrawal = (body: MerchantWithdrawalInput) => callApi(innerApi.wallets.merchantWithdrawal, { body });

/** Root pays a merchant out through a trader; the form shows a refusal itself. */
export const useCreateMerchantWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchantWithdrawal,
    meta: { silentErrors: true },
    onSuccess: () => refreshBalances(queryClient),
  });
};

import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshBalances } from './refresh-wallets';

export type WithdrawInput = BodyOf<typeof innerApi.wallets.withdraw>;

export const withdraw = (body: WithdrawInput) => callApi(innerApi.wallets.withdraw, { body });

/** A pay-out of the signed-in user; the modal shows a refusal itself. */
export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    meta: { silentErrors: true },
    onSuccess: () => refreshBalances(queryClient),
  });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshOrders } from './refresh-orders';

export type SetPaidInput = { id: string; amount?: string };

export const setPaid = ({ id, amount }: SetPaidInput) =>
  callApi(innerApi.orders.setPaid, { params: { id }, body: amount === undefined ? {} : { amount } });

/** The trader confirms the payment, optionally with the amount actually received. */
export const useSetPaid = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPaid, onSettled: () => refreshOrders(queryClient) });
};

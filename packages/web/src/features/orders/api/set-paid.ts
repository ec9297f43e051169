import { innerApi, type setPaidBody } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/api-client';
import { refreshOrders } from './refresh-orders';

export type SetPaidInput = { id: string } & z.input<typeof setPaidBody>;

export const setPaid = ({ id, ...body }: SetPaidInput) => callApi(innerApi.orders.setPaid, { params: { id }, body });

/** The trader confirms the payment, optionally with the amount actually received. */
export const useSetPaid = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPaid, onSettled: () => refreshOrders(queryClient) });
};

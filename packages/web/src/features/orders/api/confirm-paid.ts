import { innerApi, type confirmPaidBody } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/api-client';
import { refreshOrders } from './refresh-orders';

export type ConfirmPaidInput = { id: string } & z.input<typeof confirmPaidBody>;

export const confirmPaid = ({ id, ...body }: ConfirmPaidInput) => callApi(innerApi.orders.confirmPaid, { params: { id }, body });

/** The trader confirms the payment, optionally with the amount actually received. */
export const useConfirmPaid = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPaid, onSettled: () => refreshOrders(queryClient) });
};

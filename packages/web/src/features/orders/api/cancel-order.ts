import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshOrders } from './refresh-orders';

export type CancelOrderInput = { id: string; reason: string };

export const cancelOrder = ({ id, reason }: CancelOrderInput) => callApi(innerApi.orders.cancel, { params: { id }, body: { reason } });

/** An admin cancels an open order with a reason; its hold is released. */
export const useCancelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: () => refreshOrders(queryClient) });
};

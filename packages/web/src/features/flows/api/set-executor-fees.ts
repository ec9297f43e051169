import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { applyFlow } from './flow-cache';
import type { ExecutorRef } from './remove-executor';

export type ExecutorFees = BodyOf<typeof innerApi.flows.setFees>['fees'];

/** Replaces a trader's fees in the flow; refused (negative_margin) when the platform would lose on a merchant. */
export const setExecutorFees = ({ flowId, bindId, fees }: ExecutorRef & { fees: ExecutorFees }) =>
  callApi(innerApi.flows.setFees, { params: { id: flowId, executorId: bindId }, body: { fees } });

export const useSetExecutorFees = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setExecutorFees, meta: { silentErrors: true }, onSuccess: (flow) => applyFlow(queryClient, flow) });
};

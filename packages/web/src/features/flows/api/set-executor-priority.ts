import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { applyFlow } from './flow-cache';
import type { ExecutorRef } from './remove-executor';

export const setExecutorPriority = ({ flowId, bindId, priority }: ExecutorRef & { priority: number }) =>
  callApi(innerApi.flows.setPriority, { params: { id: flowId, executorId: bindId }, body: { priority } });

export const useSetExecutorPriority = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setExecutorPriority, onSuccess: (flow) => applyFlow(queryClient, flow) });
};

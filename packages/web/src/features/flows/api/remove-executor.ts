import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { applyFlow } from './flow-cache';

export type ExecutorRef = { flowId: string; bindId: string };

export const removeExecutor = ({ flowId, bindId }: ExecutorRef) =>
  callApi(innerApi.flows.removeExecutor, { params: { id: flowId, executorId: bindId } });

export const useRemoveExecutor = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeExecutor, onSuccess: (flow) => applyFlow(queryClient, flow) });
};

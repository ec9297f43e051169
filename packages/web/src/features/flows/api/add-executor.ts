import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { applyFlow } from './flow-cache';

export type AddExecutorInput = { flowId: string } & BodyOf<typeof innerApi.flows.addExecutor>;

/** Attaches a trader (by uuid) or a partner system (by slug); a second attach answers "already added". */
export const addExecutor = ({ flowId, ...body }: AddExecutorInput) => callApi(innerApi.flows.addExecutor, { params: { id: flowId }, body });

export const useAddExecutor = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addExecutor, onSuccess: (flow) => applyFlow(queryClient, flow) });
};

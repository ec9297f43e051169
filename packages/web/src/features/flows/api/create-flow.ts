import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { applyFlow } from './flow-cache';

export type CreateFlowBody = BodyOf<typeof innerApi.flows.create>;

export const createFlow = (body: CreateFlowBody) => callApi(innerApi.flows.create, { body });

export const useCreateFlow = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFlow, meta: { silentErrors: true }, onSuccess: (flow) => applyFlow(queryClient, flow) });
};

import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { applyFlow } from './flow-cache';

export type UpdateFlowInput = { flowId: string } & BodyOf<typeof innerApi.flows.update>;

/** Renames a flow or switches it on and off; switching on is refused while the flow could not route. */
export const updateFlow = ({ flowId, ...body }: UpdateFlowInput) => callApi(innerApi.flows.update, { params: { id: flowId }, body });

export const useUpdateFlow = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFlow, meta: { silentErrors: true }, onSuccess: (flow) => applyFlow(queryClient, flow) });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { applyFlow } from './flow-cache';

export type FlowMerchantRef = { flowId: string; merchantId: string };

export const addFlowMerchant = ({ flowId, merchantId }: FlowMerchantRef) =>
  callApi(innerApi.flows.addMerchant, { params: { id: flowId, merchantId } });

export const removeFlowMerchant = ({ flowId, merchantId }: FlowMerchantRef) =>
  callApi(innerApi.flows.removeMerchant, { params: { id: flowId, merchantId } });

export const useAddFlowMerchant = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addFlowMerchant, onSuccess: (flow) => applyFlow(queryClient, flow) });
};

export const useRemoveFlowMerchant = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFlowMerchant, onSuccess: (flow) => applyFlow(queryClient, flow) });
};

import { innerApi, type OpenDisputeBody } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshDisputes } from './refresh-disputes';

export const openDispute = (body: OpenDisputeBody) => callApi(innerApi.disputes.open, { body });

/** An admin or the order's merchant opens a dispute on a paid or canceled order. */
export const useOpenDispute = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openDispute, onSettled: () => refreshDisputes(queryClient) });
};

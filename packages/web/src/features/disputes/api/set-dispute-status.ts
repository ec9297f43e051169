import { type disputeStatusBody, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/api-client';
import { refreshDisputes } from './refresh-disputes';

export type SetDisputeStatusInput = { uuid: string } & z.input<typeof disputeStatusBody>;

export const setDisputeStatus = ({ uuid, ...body }: SetDisputeStatusInput) =>
  callApi(innerApi.disputes.setStatus, { params: { uuid }, body });

/** An admin resolves (money moves per the reason) or rejects an open dispute, once. */
export const useSetDisputeStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDisputeStatus, onSettled: () => refreshDisputes(queryClient) });
};

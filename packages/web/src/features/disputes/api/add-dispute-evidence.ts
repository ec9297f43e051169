import { type disputeEvidenceBody, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/api-client';
import { disputeKeys } from './keys';
import { refreshDisputes } from './refresh-disputes';

export type AddEvidenceInput = { uuid: string } & z.input<typeof disputeEvidenceBody>;

export const addDisputeEvidence = ({ uuid, ...body }: AddEvidenceInput) =>
  callApi(innerApi.disputes.addEvidence, { params: { uuid }, body });

/** A comment and/or files on an open dispute: the trader's answer, the merchant's or an admin's. */
export const useAddDisputeEvidence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDisputeEvidence,
    onSuccess: (details) => queryClient.setQueryData(disputeKeys.details(details.uuid), details),
    onSettled: () => refreshDisputes(queryClient),
  });
};

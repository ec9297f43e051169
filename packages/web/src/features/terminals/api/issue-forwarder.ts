import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshTerminals } from './refresh-terminals';

export const issueForwarder = (id: string) => callApi(innerApi.terminals.issueForwarder, { params: { id } });

/** The address an SMS-forwarder app posts to, with its secret inside: shown once, in the modal that asked for it. */
export const useIssueForwarder = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issueForwarder, meta: { silentErrors: true }, onSuccess: () => refreshTerminals(queryClient) });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshTerminals } from './refresh-terminals';

export const moderateTerminal = (id: string) => callApi(innerApi.terminals.moderate, { params: { id } });

/** Moderate: an admin approves a paired terminal, or lets one they disabled work again. A refusal shows as the Error notification; the lists reload either way. */
export const useModerateTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderateTerminal, onSettled: () => refreshTerminals(queryClient) });
};

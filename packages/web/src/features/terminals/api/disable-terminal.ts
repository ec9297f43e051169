import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshTerminals } from './refresh-terminals';

export const disableTerminal = (id: string) => callApi(innerApi.terminals.disable, { params: { id } });

/** Disable: the trader or an admin stops a terminal: it confirms nothing until it is on again. A refusal shows as the Error notification; the lists reload either way. */
export const useDisableTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTerminal, onSettled: () => refreshTerminals(queryClient) });
};

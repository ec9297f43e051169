import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshTerminals } from './refresh-terminals';

export const enableTerminal = (id: string) => callApi(innerApi.terminals.enable, { params: { id } });

/** Enable: the trader turns their switched-off terminal back on. A refusal shows as the Error notification; the lists reload either way. */
export const useEnableTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableTerminal, onSettled: () => refreshTerminals(queryClient) });
};

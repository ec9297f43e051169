import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { terminalKeys } from './keys';

export type ManualTraderInput = { id: string; withoutTerminal: boolean };

export const setManualTrader = ({ id, withoutTerminal }: ManualTraderInput) =>
  callApi(innerApi.terminals.setManualTrader, { params: { id }, body: { without_terminal: withoutTerminal } });

/** A refusal shows as the Error notification and the switch goes back; the list reloads either way. */
export const useSetManualTrader = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setManualTrader,
    onSettled: () => queryClient.invalidateQueries({ queryKey: terminalKeys.manualTraders() }),
  });
};

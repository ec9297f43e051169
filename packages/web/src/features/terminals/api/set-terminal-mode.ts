import { innerApi, type BodyOf } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshTerminals } from './refresh-terminals';

export type TerminalModeInput = { id: string } & BodyOf<typeof innerApi.terminals.mode>;

export const setTerminalMode = ({ id, direction, is_enabled }: TerminalModeInput) =>
  callApi(innerApi.terminals.mode, { params: { id }, body: { direction, is_enabled } });

/** Pay-in or pay-out on or off; a refusal shows as an Error notification (the switch goes back). */
export const useSetTerminalMode = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTerminalMode, onSuccess: () => refreshTerminals(queryClient) });
};

import { innerApi, type BodyOf } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshTerminals } from './refresh-terminals';

export type CreateTerminalInput = BodyOf<typeof innerApi.terminals.create>;
export type UpdateTerminalInput = { guid: string; body: BodyOf<typeof innerApi.terminals.update> };

/** A new terminal: its answer holds the one-time pairing code. */
export const createTerminal = (body: CreateTerminalInput) => callApi(innerApi.terminals.create, { body });

export const updateTerminal = ({ guid, body }: UpdateTerminalInput) => callApi(innerApi.terminals.update, { params: { guid }, body });

/** The form places the failure itself; after success the lists reload. */
export const useCreateTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTerminal, meta: { silentErrors: true }, onSuccess: () => refreshTerminals(queryClient) });
};

export const useUpdateTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTerminal, meta: { silentErrors: true }, onSuccess: () => refreshTerminals(queryClient) });
};

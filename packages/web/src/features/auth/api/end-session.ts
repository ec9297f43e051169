import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { authKeys } from './keys';

export const endSession = (id: string) => callApi(innerApi.auth.endSession, { params: { id } });

export const endOtherSessions = () => callApi(innerApi.auth.endOtherSessions);

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }) });
};

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }) });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { clearSession } from '../../../shared/session/current-user';

export const logout = () => callApi(innerApi.auth.logout);

/** Whatever the answer, the session is forgotten on this side: a failed logout also ends at /login. */
export const useLogout = ({ onDone }: { onDone: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession(queryClient);
      onDone();
    },
  });
};

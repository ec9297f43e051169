import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshUsers } from './refresh-users';

export type BlockUserInput = { uuid: string; comment: string };

export const blockUser = (body: BlockUserInput) => callApi(innerApi.users.block, { body });

export const useBlockUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    meta: { silentErrors: true },
    onSuccess: (_result, { uuid }) => refreshUsers(queryClient, uuid),
  });
};

import { innerApi, type UpdateUserBody } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshUsers } from './refresh-users';

export type UpdateUserInput = { uuid: string; body: UpdateUserBody };

export const updateUser = ({ uuid, body }: UpdateUserInput) => callApi(innerApi.users.update, { params: { uuid }, body });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { silentErrors: true },
    onSuccess: (_user, { uuid }) => refreshUsers(queryClient, uuid),
  });
};

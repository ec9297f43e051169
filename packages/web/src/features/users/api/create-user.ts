import { type CreateUserBody, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { refreshUsers } from './refresh-users';

export const createUser = (body: CreateUserBody) => callApi(innerApi.users.create, { body });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The form shows the server's message and the field errors itself.
    meta: { silentErrors: true },
    onSuccess: () => refreshUsers(queryClient),
  });
};

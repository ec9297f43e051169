import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

export type ChangePasswordBody = BodyOf<typeof innerApi.auth.changePassword>;

export const changePassword = (body: ChangePasswordBody) => callApi(innerApi.auth.changePassword, { body });

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    // The form shows the server's message under itself.
    meta: { silentErrors: true },
  });

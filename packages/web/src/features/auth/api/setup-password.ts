import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

export type PasswordSetupBody = BodyOf<typeof innerApi.auth.passwordSetup>;

export const setupPassword = (body: PasswordSetupBody) => callApi(innerApi.auth.passwordSetup, { body });

export const useSetupPassword = () =>
  useMutation({
    mutationFn: setupPassword,
    // The form shows the server's message under itself.
    meta: { silentErrors: true },
  });

import { innerApi } from '@paydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** Starts two-factor enrolment after the current password: a new secret with its QR code. */
export const createTwoFactorSecret = (currentPassword: string) =>
  callApi(innerApi.auth.twoFactorSecret, { body: { current_password: currentPassword } });

export const useCreateTwoFactorSecret = () => useMutation({ mutationFn: createTwoFactorSecret });

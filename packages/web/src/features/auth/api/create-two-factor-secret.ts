import { innerApi } from '@paydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** Starts two-factor enrolment: a new secret with its QR code. */
export const createTwoFactorSecret = () => callApi(innerApi.auth.twoFactorSecret);

export const useCreateTwoFactorSecret = () => useMutation({ mutationFn: createTwoFactorSecret });

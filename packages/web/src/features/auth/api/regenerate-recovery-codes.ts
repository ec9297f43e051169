import { innerApi } from '@paydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** New recovery codes after the current password; the old ones stop working. */
export const regenerateRecoveryCodes = (currentPassword: string) =>
  callApi(innerApi.auth.recoveryCodes, { body: { current_password: currentPassword } });

export const useRegenerateRecoveryCodes = () => useMutation({ mutationFn: regenerateRecoveryCodes });

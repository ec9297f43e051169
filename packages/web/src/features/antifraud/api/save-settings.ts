import { innerApi, type AntiFraudSettingsBody } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { antiFraudKeys } from './keys';

export const saveSettings = (body: AntiFraudSettingsBody) => callApi(innerApi.antiFraud.saveSettings, { body });

/** The modal places a refusal under its fields itself; a save answers the settings in force. */
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    meta: { silentErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(antiFraudKeys.settings(), saved),
  });
};

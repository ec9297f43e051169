import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { templateKeys } from './keys';

export type TemplateEnabledInput = { id: string; enabled: boolean };

export const setTemplateEnabled = ({ id, enabled }: TemplateEnabledInput) =>
  callApi(innerApi.notificationTemplates.setEnabled, { params: { id }, body: { enabled } });

/** A refusal shows as the Error notification and the switch goes back; the list reloads either way. */
export const useSetTemplateEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTemplateEnabled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
};

import { innerApi, type NotificationTemplateBody } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { templateKeys } from './keys';

export type SaveTemplateInput = { id: string | null; body: NotificationTemplateBody };

/** A new template, or a new version of an admin's own one. */
export const saveTemplate = ({ id, body }: SaveTemplateInput) =>
  id === null
    ? callApi(innerApi.notificationTemplates.create, { body })
    : callApi(innerApi.notificationTemplates.update, { params: { id }, body });

/** The form places a refusal on its fields itself; after a save the lists reload. */
export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
};

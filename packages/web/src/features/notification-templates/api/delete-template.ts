import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { templateKeys } from './keys';

export const deleteTemplate = (id: string) => callApi(innerApi.notificationTemplates.remove, { params: { id } });

/** The confirm dialog shows a refusal itself. */
export const useDeleteTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
};

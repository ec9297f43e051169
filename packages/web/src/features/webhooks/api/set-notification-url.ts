import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { updateCurrentUser } from '../../../shared/session/current-user';

export const setNotificationUrl = (notificationUrl: string) =>
  callApi(innerApi.webhooks.setNotificationUrl, { body: { notification_url: notificationUrl } });

export const useSetNotificationUrl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The settings screen says 'Update failed.' itself when the server gives no reason.
    meta: { silentErrors: true },
    mutationFn: setNotificationUrl,
    onSuccess: ({ notification_url }) => updateCurrentUser(queryClient, (user) => ({ ...user, notification_url })),
  });
};

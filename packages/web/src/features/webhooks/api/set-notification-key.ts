import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { updateCurrentUser } from '../../../shared/session/current-user';

/** The key itself, on demand: it is not part of the current user. */
export const getNotificationKey = () => callApi(innerApi.webhooks.notificationKey, {});

export const setNotificationKey = (notificationKey: string) =>
  callApi(innerApi.webhooks.setNotificationKey, { body: { notification_key: notificationKey } });

export const useSetNotificationKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The settings screen says 'Update failed.' itself when the server gives no reason.
    meta: { silentErrors: true },
    mutationFn: setNotificationKey,
    onSuccess: () => updateCurrentUser(queryClient, (user) => ({ ...user, api_keys: { ...user.api_keys, has_notification: true } })),
  });
};

import { type BodyOf, innerApi, type WebhookSetting } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { webhookKeys } from './keys';

export type SaveEventSettingsBody = BodyOf<typeof innerApi.webhooks.saveEventSettings>;

export const saveEventSettings = (body: SaveEventSettingsBody) => callApi(innerApi.webhooks.saveEventSettings, { body });

export const useSaveEventSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventSettings,
    // The modal shows the outcome in place for two seconds.
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.eventSettings() }),
  });
};

/** The spec's rule: send only the disabled webhooks, or every webhook when none is disabled. */
export const eventSettingsToSave = (settings: readonly WebhookSetting[]): SaveEventSettingsBody['webhooks'] => {
  const all = settings.map(({ webhook, is_disabled }) => ({ slug: webhook.slug, is_disabled }));
  const disabled = all.filter((item) => item.is_disabled);
  return disabled.length > 0 ? disabled : all;
};

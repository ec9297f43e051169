import { type BodyOf, innerApi, type WebhookSetting } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { accountKeys } from './keys';

export type SaveWebhooksBody = BodyOf<typeof innerApi.account.saveWebhooks>;

export const saveWebhooks = (body: SaveWebhooksBody) => callApi(innerApi.account.saveWebhooks, { body });

export const useSaveWebhooks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhooks,
    // The modal shows the outcome in place for two seconds.
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.webhooks() }),
  });
};

/** The spec's rule: send only the disabled webhooks, or every webhook when none is disabled. */
export const webhooksToSave = (settings: readonly WebhookSetting[]): SaveWebhooksBody['webhooks'] => {
  const all = settings.map(({ webhook, is_disabled }) => ({ slug: webhook.slug, is_disabled }));
  const disabled = all.filter((item) => item.is_disabled);
  return disabled.length > 0 ? disabled : all;
};

import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { type CurrentUser, innerApi } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify';
import { canAccess } from '../../../shared/session/access.util';
import { SectionCard } from '../../../shared/ui/section-card';
import { getNotificationKey, useSetNotificationKey } from '../api/set-notification-key';
import { useSetNotificationUrl } from '../api/set-notification-url';
import { SaveField } from './save-field';
import { WebhooksButton } from './webhooks-button';

/** Merchant only: where and how the platform calls the merchant back. */
export const NotificationSettings = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const setKey = useSetNotificationKey();
  const setUrl = useSetNotificationUrl();
  // The key is not sent with the user: read when the merchant asks to see it.
  const [revealed, setRevealed] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  if (!canAccess(user, innerApi.webhooks.setNotificationKey.access)) return null;

  const saved = () => notifySuccess(t('settings.saved'));
  const failed = (error: unknown) => notifyError(error, t('fallback.updateFailed'));

  return (
    <SectionCard title={t('settings.notifications')} testId="notification-settings">
      <Stack gap="sm">
        <SaveField
          // Shown once asked for: the field starts again with the key in it.
          key={revealed ?? 'hidden'}
          label={t('settings.notificationKey')}
          testId="save-notification-key"
          initialValue={revealed ?? ''}
          placeholder={user.api_keys.has_notification && revealed === null ? '••••••••' : undefined}
          description={user.api_keys.has_notification && revealed === null ? t('settings.notificationKeySet') : undefined}
          busy={setKey.isPending}
          onSave={(value) => setKey.mutate(value, { onSuccess: saved, onError: failed })}
          rightSection={
            user.api_keys.has_notification && revealed === null ? (
              <ActionIcon
                variant="subtle"
                aria-label={t('settings.showKey')}
                loading={revealing}
                data-testid="show-notification-key"
                onClick={() => {
                  setRevealing(true);
                  getNotificationKey()
                    .then((answer) => setRevealed(answer.notification_key ?? ''))
                    .catch(failed)
                    .finally(() => setRevealing(false));
                }}
              >
                <IconEye size={16} />
              </ActionIcon>
            ) : null
          }
        />
        <SaveField
          label={t('settings.notificationUrl')}
          testId="save-notification-url"
          type="url"
          initialValue={user.notification_url ?? ''}
          busy={setUrl.isPending}
          onSave={(value) => setUrl.mutate(value, { onSuccess: saved, onError: failed })}
        />
        {canAccess(user, innerApi.webhooks.eventSettings.access) ? (
          <Group>
            <WebhooksButton />
          </Group>
        ) : null}
      </Stack>
    </SectionCard>
  );
};

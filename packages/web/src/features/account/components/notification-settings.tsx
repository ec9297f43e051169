import { Group, Stack } from '@mantine/core';
import { type CurrentUser, innerApi } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify';
import { canAccess } from '../../../shared/session/access.util';
import { SectionCard } from '../../../shared/ui/section-card';
import { useSetNotificationKey } from '../api/set-notification-key';
import { useSetNotificationUrl } from '../api/set-notification-url';
import { SaveField } from './save-field';
import { WebhooksButton } from './webhooks-button';

/** Merchant only: where and how the platform calls the merchant back. */
export const NotificationSettings = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const setKey = useSetNotificationKey();
  const setUrl = useSetNotificationUrl();
  if (!canAccess(user, innerApi.account.setNotificationKey.access)) return null;

  const saved = () => notifySuccess(t('settings.saved'));
  const failed = (error: unknown) => notifyError(error, t('fallback.updateFailed'));

  return (
    <SectionCard title={t('settings.notifications')} testId="notification-settings">
      <Stack gap="sm">
        <SaveField
          label={t('settings.notificationKey')}
          testId="save-notification-key"
          initialValue={user.api_keys.notification ?? ''}
          busy={setKey.isPending}
          onSave={(value) => setKey.mutate(value, { onSuccess: saved, onError: failed })}
        />
        <SaveField
          label={t('settings.notificationUrl')}
          testId="save-notification-url"
          type="url"
          initialValue={user.notification_url ?? ''}
          busy={setUrl.isPending}
          onSave={(value) => setUrl.mutate(value, { onSuccess: saved, onError: failed })}
        />
        {canAccess(user, innerApi.account.webhooks.access) ? (
          <Group>
            <WebhooksButton />
          </Group>
        ) : null}
      </Stack>
    </SectionCard>
  );
};

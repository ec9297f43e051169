import { Button, Stack, TextInput } from '@mantine/core';
import { type CurrentUser, innerApi } from '@paydesk/contract';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { canAccess } from '../../../shared/session/access.util';
import { CopyField } from '../../../shared/ui/copy-field';
import { SectionCard } from '../../../shared/ui/section-card';
import { useRegenerateSecretKey } from '../api/regenerate-secret-key';

const SecretKeyField = ({ secret }: { secret: string | null }) => {
  const t = useT();
  const regenerate = useRegenerateSecretKey();
  return (
    <CopyField
      label={t('settings.secretKey')}
      value={secret}
      placeholder={t('settings.none')}
      actions={
        <Button
          variant="light"
          disabled={regenerate.isPending}
          onClick={() => regenerate.mutate(undefined, { onSuccess: () => notifySuccess(t('settings.secretRegenerated')) })}
        >
          {t('settings.regenerate')}
        </Button>
      }
    />
  );
};

export const ProfileCard = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  return (
    <SectionCard title={t('settings.profile')} testId="profile">
      <Stack gap="sm">
        <TextInput label={t('settings.username')} value={user.username} readOnly variant="filled" />
        <CopyField label={t('settings.userId')} value={user.uuid} />
        <TextInput label={t('settings.createdAt')} value={formatDateTime(user.created_at)} readOnly variant="filled" />
        <CopyField label={t('settings.apiKey')} value={user.api_keys.key} />
        {canAccess(user, innerApi.account.regenerateSecretKey.access) ? <SecretKeyField secret={user.api_keys.secret} /> : null}
        <CopyField label={t('settings.inviteCode')} value={user.invite_code} placeholder={t('settings.none')} />
      </Stack>
    </SectionCard>
  );
};

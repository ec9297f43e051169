import { Stack, TextInput } from '@mantine/core';
import { type CurrentUser, innerApi } from '@paydesk/contract';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';
import { canAccess } from '../../../shared/session/access.util';
import { CopyField } from '../../../shared/ui/copy-field';
import { SectionCard } from '../../../shared/ui/section-card';
import { SecretKeyField } from './secret-key-field';

export const ProfileCard = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  return (
    <SectionCard title={t('settings.profile')} testId="profile">
      <Stack gap="sm">
        <TextInput label={t('settings.username')} value={user.username} readOnly variant="filled" />
        <CopyField label={t('settings.userId')} value={user.uuid} />
        <TextInput label={t('settings.createdAt')} value={formatDateTime(user.created_at)} readOnly variant="filled" />
        <CopyField label={t('settings.apiKey')} value={user.api_keys.key} />
        {canAccess(user, innerApi.account.regenerateSecretKey.access) ? <SecretKeyField hasSecret={user.api_keys.has_secret} /> : null}
        <CopyField label={t('settings.inviteCode')} value={user.invite_code} placeholder={t('settings.none')} />
      </Stack>
    </SectionCard>
  );
};

import { SimpleGrid, Stack } from '@mantine/core';
import { AccountStatuses } from '../../features/account/components/account-statuses';
import { FeeRanges } from '../../features/account/components/fee-ranges';
import { NotificationSettings } from '../../features/webhooks/components/notification-settings';
import { ProfileCard } from '../../features/account/components/profile-card';
import { SystemBalance } from '../../features/account/components/system-balance';
import { JobsCard } from '../../features/jobs/components/jobs-card';
import { WebhooksSection } from '../../features/webhooks/components/webhooks-section';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { SessionsCard } from '../../features/auth/components/sessions-card';
import { TwoFactorBlock } from '../../features/auth/components/two-factor-block';
import { useT } from '../../shared/i18n/use-t';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';

/** Account parts and sign-in parts side by side; each part hides itself from roles it does not concern. */
export const SettingsPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (user.two_factor_setup_required) {
    return (
      <Stack gap="md">
        <PageHeader title={t('settings.title')} />
        <TwoFactorBlock enabled={false} required />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('settings.title')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <ProfileCard user={user} />
          <NotificationSettings user={user} />
          <FeeRanges user={user} />
        </Stack>
        <Stack gap="md">
          <SystemBalance user={user} />
          <AccountStatuses user={user} />
          <TwoFactorBlock enabled={user.two_factor} />
          <ChangePasswordForm />
          <SessionsCard />
        </Stack>
      </SimpleGrid>
      <WebhooksSection user={user} />
      <JobsCard user={user} />
    </Stack>
  );
};

import { Stack } from '@mantine/core';
import type { CurrentUser } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { SectionCard } from '../../../shared/ui/section-card';
import { StatusDot } from '../../../shared/ui/status-dot';

export const AccountStatuses = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  return (
    <SectionCard title={t('settings.statuses')} testId="statuses">
      <Stack gap="xs">
        <StatusDot label={t('settings.manualWithdrawal')} on={user.manual_withdrawal} />
        <StatusDot label={t('settings.twoFactor')} on={user.two_factor} />
        <StatusDot label={t('settings.active')} on={user.is_active} />
      </Stack>
    </SectionCard>
  );
};

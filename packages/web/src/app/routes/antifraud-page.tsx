import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { CasesList } from '../../features/antifraud/components/cases-list';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

/** /antifraud: the anti-fraud cases, their release, the settings and the receipt check (admins). */
export const AntiFraudPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageHeader title={t('menu.antiFraud')} />
      {canAccess(user ?? null, innerApi.antiFraud.list.access) ? <CasesList /> : <PageForbidden />}
    </Stack>
  );
};

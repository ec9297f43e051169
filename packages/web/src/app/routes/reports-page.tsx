import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { ReconciliationList } from '../../features/reports/components/reconciliation-list';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

/** /reconciliation: the reconciliation report (admins every merchant, a merchant their own). */
export const ReconciliationPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageHeader title={t('menu.reconciliation')} />
      {canAccess(user ?? null, innerApi.reports.reconciliation.access) ? (
        <ReconciliationList admin={user?.type.slug === 'admin'} />
      ) : (
        <PageForbidden />
      )}
    </Stack>
  );
};

import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { FlowsScreen } from '../../features/flows/components/flows-screen';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

/** /potoc: the flows (admins, not support). */
export const PotocPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageHeader title={t('menu.potoc')} />
      {canAccess(user ?? null, innerApi.flows.list.access) ? <FlowsScreen /> : <PageForbidden />}
    </Stack>
  );
};

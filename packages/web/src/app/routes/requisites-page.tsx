import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { RequisitesList } from '../../features/requisites/components/requisites-list';
import type { RequisiteScope } from '../../features/requisites/model/requisite-types';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

const RequisitesScreen = ({ scope }: { scope: RequisiteScope }) => {
  const t = useT();
  const { data: user } = useCurrentUser();
  const route = scope === 'admin' ? innerApi.requisites.list : innerApi.requisites.myList;
  return (
    <Stack gap="md">
      <PageHeader title={t(scope === 'admin' ? 'menu.requisites' : 'menu.requisite')} />
      {canAccess(user ?? null, route.access) ? <RequisitesList scope={scope} /> : <PageForbidden />}
    </Stack>
  );
};

/** /requisites: every trader's requisites (admins). */
export const AdminRequisitesPage = () => <RequisitesScreen scope="admin" />;

/** /requisite: the signed-in trader's own requisites. */
export const TraderRequisitesPage = () => <RequisitesScreen scope="trader" />;

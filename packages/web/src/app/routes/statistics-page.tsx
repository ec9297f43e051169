import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { StatisticsScreen } from '../../features/statistics/components/statistics-screen';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

/** /statistics (admins: everybody's orders) and /statistic (merchants, traders, partners, agents: their own). */
export const StatisticsPage = ({ admin }: { admin: boolean }) => {
  const t = useT();
  const { data: user } = useCurrentUser();
  const route = admin ? innerApi.statistics.all : innerApi.statistics.my;
  return (
    <Stack gap="md">
      <PageHeader title={t(admin ? 'menu.statistics' : 'menu.statistic')} />
      {canAccess(user ?? null, route.access) ? <StatisticsScreen isAdmin={admin} /> : <PageForbidden />}
    </Stack>
  );
};

export const AdminStatisticsPage = () => <StatisticsPage admin />;
export const MyStatisticsPage = () => <StatisticsPage admin={false} />;

import { Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { FilterForm } from '../../../shared/list/filter-form';
import { useListState } from '../../../shared/list/list-query';
import { PageError } from '../../../shared/ui/page-state';
import { useStatistic } from '../api/get-statistic';
import { StatisticsTables } from './statistics-tables';

// The charts bring recharts: they load after the tables, never with the first page.
const StatisticsCharts = lazy(() => import('./statistics-charts').then((module) => ({ default: module.StatisticsCharts })));

/** Statistics: the server's filters (kept in the address), the Total and Rewards tables, the charts. */
export const StatisticsScreen = ({ isAdmin }: { isAdmin: boolean }) => {
  const t = useT();
  const { filter, setFilter } = useListState();
  const query = useStatistic(isAdmin, filter);
  const data = query.data;
  return (
    <Stack gap="md" data-testid="statistics">
      {data ? (
        <FilterForm key={JSON.stringify(filter)} definitions={data.context.available_filters} onApply={setFilter} value={filter} />
      ) : null}
      {query.isError ? <PageError message={errorMessage(query.error, t('page.loadFailed'))} onRetry={() => void query.refetch()} /> : null}
      <StatisticsTables statistic={data?.statistic} loading={query.isPending} />
      {data ? (
        <Suspense fallback={<Loader size="sm" />}>
          <StatisticsCharts charts={data.charts} isAdmin={isAdmin} />
        </Suspense>
      ) : null}
    </Stack>
  );
};

import { SimpleGrid } from '@mantine/core';
import type { Statistic } from '@paydesk/contract';
import { exactAmount, formatAmount } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { DataTable, type Column } from '../../../shared/list/data-table';
import { SectionCard } from '../../../shared/ui/section-card';

type SumRow = Statistic['statistic']['sum'][number];
type RewardRow = { role: string; status: SumRow['status']; amount: string; currency: SumRow['currency'] };

const Amount = ({ amount, code }: { amount: string; code: string }) => (
  <span data-amount={amount} title={`${exactAmount(amount)} ${code}`} style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
    {formatAmount(amount)}
  </span>
);

/** The spec's Total table (status, amount, currency) and Rewards table (status, role, reward, currency). */
export const StatisticsTables = ({ statistic, loading }: { statistic: Statistic['statistic'] | undefined; loading: boolean }) => {
  const t = useT();
  const sumColumns: Column<SumRow>[] = [
    { key: 'status', header: t('statistics.column.status'), render: (row) => row.status.title, card: 'title' },
    { key: 'orders', header: t('statistics.column.orders'), render: (row) => row.orders, align: 'right' },
    {
      key: 'amount',
      header: t('statistics.column.amount'),
      render: (row) => <Amount amount={row.amount} code={row.currency.code} />,
      align: 'right',
      nowrap: true,
    },
    { key: 'currency', header: t('statistics.column.currency'), render: (row) => `${row.currency.code} · ${row.currency.name}` },
  ];
  const rewardColumns: Column<RewardRow>[] = [
    { key: 'status', header: t('statistics.column.status'), render: (row) => row.status.title },
    { key: 'role', header: t('statistics.column.role'), render: (row) => row.role, card: 'title' },
    {
      key: 'reward',
      header: t('statistics.column.reward'),
      render: (row) => <Amount amount={row.amount} code={row.currency.code} />,
      align: 'right',
      nowrap: true,
    },
    { key: 'currency', header: t('statistics.column.currency'), render: (row) => row.currency.code },
  ];
  const rewards = (statistic?.role_rewards ?? []).flatMap((item) => item.rewards.map((reward) => ({ role: item.role.title, ...reward })));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <SectionCard title={t('statistics.total')} testId="statistics-total">
        <DataTable
          columns={sumColumns}
          rows={statistic?.sum ?? []}
          rowKey={(row) => `${row.status.slug}-${row.currency.code}`}
          loading={loading}
          emptyText={t('statistics.noOrders')}
          minWidth={420}
        />
      </SectionCard>
      <SectionCard title={t('statistics.rewards')} testId="statistics-rewards">
        <DataTable
          columns={rewardColumns}
          rows={rewards}
          rowKey={(row) => `${row.role}-${row.status.slug}-${row.currency.code}`}
          loading={loading}
          emptyText={t('statistics.noRewards')}
          minWidth={420}
        />
      </SectionCard>
    </SimpleGrid>
  );
};

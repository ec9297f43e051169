import '@mantine/charts/styles.css';
import { AreaChart, BarChart, CompositeChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Statistic } from '@paydesk/contract';
import type { ReactNode } from 'react';
import { groupThousands } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { conversionPercent, formatDuration, medianSeries, ordersSeries, shortDay, turnoverSeries } from '../model/chart-data.util';

const CURRENCY_COLORS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6'];

const ChartCard = ({ title, children, testId }: { title: string; children: ReactNode; testId: string }) => (
  <Paper withBorder p="md" radius="md" data-testid={testId}>
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

const axisDay = { tickFormatter: (value: string) => shortDay(value) };

/**
 * Beyond the spec's tables: turnover, orders and conversion, and the median time to paid per day;
 * for an admin, conversion per trader and per requisite. Loaded apart from the page (recharts is heavy).
 */
export const StatisticsCharts = ({ charts, isAdmin }: { charts: Statistic['charts']; isAdmin: boolean }) => {
  const t = useT();
  const units = { s: t('statistics.unit.s'), min: t('statistics.unit.min'), h: t('statistics.unit.h') };
  const number = (value: number) => groupThousands(String(value));
  const percent = (value: number) => `${value} %`;
  const turnover = turnoverSeries(charts.days);
  const orders = ordersSeries(charts.days);
  const medians = medianSeries(charts.days);
  const empty = <Text c="dimmed">{t('statistics.noData')}</Text>;
  const conversionOf = (rows: { name: string; created: number; paid: number }[]) =>
    rows.map((row) => ({ name: row.name, conversion: conversionPercent(row) ?? 0, created: row.created }));

  return (
    <Stack gap="md" data-testid="statistics-charts">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title={t('statistics.chart.turnover')} testId="chart-turnover">
          {turnover.data.length ? (
            <AreaChart
              h={220}
              data={turnover.data}
              dataKey="day"
              series={turnover.currencies.map((code, index) => ({ name: code, color: CURRENCY_COLORS[index % CURRENCY_COLORS.length]! }))}
              xAxisProps={axisDay}
              valueFormatter={number}
              withLegend={turnover.currencies.length > 1}
              curveType="monotone"
            />
          ) : (
            empty
          )}
        </ChartCard>
        <ChartCard title={t('statistics.chart.orders')} testId="chart-orders">
          {orders.length ? (
            <CompositeChart
              h={220}
              data={orders}
              dataKey="day"
              series={[
                { name: 'created', label: t('statistics.series.created'), color: 'gray.5', type: 'bar' },
                { name: 'paid', label: t('statistics.series.paid'), color: 'teal.6', type: 'bar' },
                { name: 'conversion', label: t('statistics.series.conversion'), color: 'indigo.6', type: 'line', yAxisId: 'right' },
              ]}
              xAxisProps={axisDay}
              withRightYAxis
              rightYAxisProps={{ domain: [0, 100], unit: ' %' }}
              withLegend
              maxBarWidth={24}
            />
          ) : (
            empty
          )}
        </ChartCard>
        <ChartCard title={t('statistics.chart.median')} testId="chart-median">
          <Text size="sm" data-testid="median-overall">
            {charts.median_paid_seconds === null
              ? t('statistics.noPaid')
              : t('statistics.medianOverall', { value: formatDuration(charts.median_paid_seconds, units) })}
          </Text>
          {medians.length ? (
            <LineChart
              h={180}
              data={medians}
              dataKey="day"
              series={[{ name: 'minutes', label: t('statistics.series.minutes'), color: 'orange.6' }]}
              xAxisProps={axisDay}
              unit={` ${units.min}`}
              curveType="monotone"
            />
          ) : null}
        </ChartCard>
        {isAdmin ? (
          <ChartCard title={t('statistics.chart.traders')} testId="chart-traders">
            {charts.traders.length ? (
              <BarChart
                h={Math.max(160, charts.traders.length * 28)}
                data={conversionOf(charts.traders.map((row) => ({ ...row, name: row.username })))}
                dataKey="name"
                orientation="vertical"
                series={[{ name: 'conversion', label: t('statistics.series.conversion'), color: 'indigo.6' }]}
                xAxisProps={{ domain: [0, 100] }}
                yAxisProps={{ width: 90 }}
                valueFormatter={percent}
              />
            ) : (
              empty
            )}
          </ChartCard>
        ) : null}
      </SimpleGrid>
      {isAdmin ? (
        <ChartCard title={t('statistics.chart.requisites')} testId="chart-requisites">
          {charts.requisites.length ? (
            <BarChart
              h={Math.max(160, charts.requisites.length * 28)}
              data={conversionOf(charts.requisites.map((row) => ({ ...row, name: `${row.name} · ${row.trader}` })))}
              dataKey="name"
              orientation="vertical"
              series={[{ name: 'conversion', label: t('statistics.series.conversion'), color: 'teal.6' }]}
              xAxisProps={{ domain: [0, 100] }}
              yAxisProps={{ width: 140 }}
              valueFormatter={percent}
            />
          ) : (
            empty
          )}
        </ChartCard>
      ) : null}
    </Stack>
  );
};

import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Direction } from '@paydesk/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { formatAmount } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { useDirections } from '../api/get-directions';

const Pair = ({ row }: { row: Direction }) => (
  <Group gap={4} wrap="nowrap" data-testid="direction-pair">
    <Text size="sm" fw={600}>
      {row.fiat_currency}
    </Text>
    <IconArrowRight size={14} aria-hidden />
    <Text size="sm" fw={600}>
      {row.crypto_currency}
    </Text>
  </Group>
);

/** From the lowest minimum to the highest maximum, in the fiat currency; "from …" without an upper limit. */
const Limits = ({ row }: { row: Direction }) => {
  const t = useT();
  if (row.min_amount === null) return <Text size="sm">—</Text>;
  const min = formatAmount(row.min_amount);
  return (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="direction-limits">
      {row.max_amount === null
        ? t('directions.limits.from', { min, currency: row.fiat_currency })
        : `${min} – ${formatAmount(row.max_amount)} ${row.fiat_currency}`}
    </Text>
  );
};

const Executors = ({ row }: { row: Direction }) => {
  const t = useT();
  return (
    <Tooltip label={t('directions.executors.hint', { live: row.executors_live, total: row.executors })} withinPortal>
      <Badge
        variant="light"
        color={row.executors_live > 0 ? 'teal' : 'red'}
        data-testid="direction-live"
        data-live={row.executors_live}
        style={{ minWidth: 'max-content' }}
      >
        {`${row.executors_live} / ${row.executors}`}
      </Badge>
    </Tooltip>
  );
};

const Conversion = ({ row }: { row: Direction }) => {
  const t = useT();
  return (
    <Stack gap={0} align="flex-end" data-testid="direction-conversion">
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {row.conversion_today === null ? '—' : `${formatAmount(row.conversion_today)} %`}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('directions.today.counts', { paid: row.paid_today, created: row.created_today })}
      </Text>
    </Stack>
  );
};

/** /directions (admins): each pair, payment type and direction the live flows route, what serves it now, and today. */
export const DirectionsList = () => {
  const t = useT();
  const list = useDirections();
  const columns: Column<Direction>[] = [
    { key: 'pair', header: t('directions.column.pair'), render: (row) => <Pair row={row} />, nowrap: true, card: 'title' },
    {
      key: 'direction',
      header: t('directions.column.direction'),
      render: (row) => (
        <Badge size="sm" variant="light" color={row.direction.slug === 'pay_in' ? 'blue' : 'grape'} style={{ minWidth: 'max-content' }}>
          {row.direction.title}
        </Badge>
      ),
      card: 'status',
    },
    { key: 'payment_type', header: t('directions.column.paymentType'), render: (row) => row.payment_type.title },
    { key: 'limits', header: t('directions.column.limits'), render: (row) => <Limits row={row} />, align: 'right', nowrap: true },
    {
      key: 'executors_live',
      header: t('directions.column.executorsLive'),
      render: (row) => <Executors row={row} />,
      sortable: true,
      align: 'center',
    },
    { key: 'flows', header: t('directions.column.flows'), render: (row) => row.flows, align: 'right' },
    {
      key: 'conversion_today',
      header: t('directions.column.conversionToday'),
      render: (row) => <Conversion row={row} />,
      sortable: true,
      align: 'right',
    },
  ];
  return (
    <ListSection
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={t('directions.empty')}
      minWidth={860}
      testId="directions-list"
    />
  );
};

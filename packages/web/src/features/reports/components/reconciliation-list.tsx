import { Stack, Text, Tooltip } from '@mantine/core';
import type { ReconciliationRow } from '@paydesk/contract';
import { exactAmount, formatAmount } from '../../../shared/format/format-money.util';
import type { Translate } from '../../../shared/i18n/translate';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { useReconciliation } from '../api/get-reconciliation';

/** An amount as the spec shows it, the exact value in a tooltip and in `data-amount`. */
const Amount = ({ value, currency, signed = false }: { value: string; currency: string; signed?: boolean }) => {
  const positive = signed && !value.startsWith('-') && /[1-9]/.test(value);
  return (
    <Tooltip label={`${exactAmount(value)} ${currency}`}>
      <Text size="sm" span data-amount={value} c={signed && value.startsWith('-') ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {positive ? '+' : ''}
        {formatAmount(value)} {currency}
      </Text>
    </Tooltip>
  );
};

const STATUSES = [
  ['orders_paid', 'reports.status.paid'],
  ['orders_done', 'reports.status.done'],
  ['orders_canceled', 'reports.status.canceled'],
  ['orders_dispute', 'reports.status.dispute'],
  ['orders_new', 'reports.status.new'],
  ['orders_in_progress', 'reports.status.inProgress'],
] as const;

const columns = (t: Translate, admin: boolean): Column<ReconciliationRow>[] => [
  { key: 'day', header: t('reports.column.day'), sortable: true, nowrap: true, card: 'title', render: (row) => row.day },
  ...(admin
    ? [{ key: 'merchant', header: t('reports.column.merchant'), sortable: true, render: (row: ReconciliationRow) => row.merchant.username }]
    : []),
  { key: 'currency', header: t('reports.column.currency'), sortable: true, render: (row) => row.currency },
  {
    key: 'orders_total',
    header: t('reports.column.orders'),
    sortable: true,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {row.orders_total}
        </Text>
        <Text size="xs" c="dimmed">
          {STATUSES.filter(([key]) => row[key] > 0)
            .map(([key, label]) => `${t(label)}: ${row[key]}`)
            .join(' · ')}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'paid_fiat',
    header: t('reports.column.paidFiat'),
    sortable: true,
    align: 'right',
    render: (row) => <Amount value={row.paid_fiat} currency={row.currency} />,
  },
  {
    key: 'paid_crypto',
    header: t('reports.column.paidCrypto'),
    align: 'right',
    render: (row) => <Amount value={row.paid_crypto} currency="USDT" />,
  },
  { key: 'fees', header: t('reports.column.fees'), align: 'right', render: (row) => <Amount value={row.fees} currency="USDT" /> },
  {
    key: 'ledger_movement',
    header: t('reports.column.movement'),
    align: 'right',
    render: (row) => <Amount value={row.ledger_movement} currency="USDT" signed />,
  },
];

/** /reconciliation: per merchant and day, the orders by status, the paid totals, the fees and the ledger's movement. */
export const ReconciliationList = ({ admin }: { admin: boolean }) => {
  const t = useT();
  const list = useReconciliation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('reports.hint')}
      </Text>
      <ListSection
        list={list}
        columns={columns(t, admin)}
        rowKey={(row) => `${row.day}:${row.merchant.uuid}:${row.currency}`}
        emptyText={t('reports.empty')}
        minWidth={900}
        testId="reconciliation-list"
      />
    </Stack>
  );
};

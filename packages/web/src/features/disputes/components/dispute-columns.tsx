import { Text } from '@mantine/core';
import type { Dispute, Role } from '@paydesk/contract';
import { formatDateTime } from '../../../shared/format/format-date.util';
import type { Translate } from '../../../shared/i18n/translate';
import type { Column } from '../../../shared/list/data-table';
import { ShortId } from '../../../shared/ui/short-id';
import { DeadlineCell, DisputeAmountCell, DisputeStatusBadge } from './dispute-cells';
import { DisputeStatusSelect } from './dispute-status-select';
import { ShowCheckButton } from './show-check-button';

type ColumnsInput = {
  role: Role;
  t: Translate;
  /** Admins who may decide: the status select in place of the badge. */
  canDecide: boolean;
  onDecided?: () => void;
};

/**
 * The APPEALS table (spec 001): order_uuid, fiat_amount, merchant, executor, reason, created_at,
 * uuid, status, plus the deadline; admins and traders a check column.
 */
export const disputeColumns = ({ role, t, canDecide, onDecided }: ColumnsInput): Column<Dispute>[] => {
  const columns: Column<Dispute>[] = [
    {
      key: 'order_uuid',
      header: t('disputes.column.order'),
      render: (dispute) => <ShortId id={dispute.order_uuid} />,
      nowrap: true,
      card: 'title',
    },
    {
      key: 'fiat_amount',
      header: t('disputes.column.amount'),
      render: (dispute) => <DisputeAmountCell dispute={dispute} />,
      align: 'right',
      nowrap: true,
    },
    { key: 'merchant', header: t('disputes.column.merchant'), render: (dispute) => dispute.merchant.username },
    { key: 'executor', header: t('disputes.column.executor'), render: (dispute) => dispute.executor?.username ?? '—' },
    {
      key: 'reason',
      header: t('disputes.column.reason'),
      render: (dispute) => (
        <Text size="sm" data-reason={dispute.reason.slug} style={{ minWidth: 140 }}>
          {dispute.reason.title}
        </Text>
      ),
    },
    {
      key: 'created_at',
      header: t('disputes.column.created'),
      render: (dispute) => formatDateTime(dispute.created_at),
      sortable: true,
      nowrap: true,
    },
    {
      key: 'deadline_at',
      header: t('disputes.column.deadline'),
      render: (dispute) => <DeadlineCell dispute={dispute} />,
      sortable: true,
      nowrap: true,
    },
    { key: 'uuid', header: t('disputes.column.uuid'), render: (dispute) => <ShortId id={dispute.uuid} />, nowrap: true },
    {
      key: 'status',
      header: t('disputes.column.status'),
      render: (dispute) =>
        canDecide ? <DisputeStatusSelect dispute={dispute} onDone={onDecided} /> : <DisputeStatusBadge status={dispute.status} />,
      card: canDecide ? 'field' : 'status',
    },
  ];
  if (role === 'admin' || role === 'trader') {
    columns.push({
      key: 'check',
      header: t('disputes.column.check'),
      render: (dispute) => (dispute.files.length > 0 ? <ShowCheckButton dispute={dispute} /> : '—'),
      nowrap: true,
    });
  }
  return columns;
};

import { Text } from '@mantine/core';
import type { Dispute, Role } from '@paydesk/contract';
import type { Translate } from '../../../shared/i18n/translate';
import type { Column } from '../../../shared/list/data-table';
import { ShortId } from '../../../shared/ui/short-id';
import { DateLines, DeadlineCell, DisputeAmountCell, DisputeStatusBadge } from './dispute-cells';
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
 * uuid, status, plus the deadline; admins and traders a check column. What a row is acted on by
 * (the status, the check, the deadline) sits beside the amount, so it shows without scrolling sideways.
 */
export const disputeColumns = ({ role, t, canDecide, onDecided }: ColumnsInput): Column<Dispute>[] => {
  const withCheck = role === 'admin' || role === 'trader';
  const columns: (Column<Dispute> | null)[] = [
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
    {
      key: 'status',
      header: t('disputes.column.status'),
      render: (dispute) =>
        canDecide ? <DisputeStatusSelect dispute={dispute} onDone={onDecided} /> : <DisputeStatusBadge status={dispute.status} />,
      sortable: true,
      card: canDecide ? 'field' : 'status',
    },
    withCheck
      ? {
          key: 'check',
          header: t('disputes.column.check'),
          render: (dispute) => (dispute.files.length > 0 ? <ShowCheckButton dispute={dispute} /> : '—'),
          nowrap: true,
        }
      : null,
    {
      key: 'deadline_at',
      header: t('disputes.column.deadline'),
      render: (dispute) => <DeadlineCell dispute={dispute} />,
      sortable: true,
    },
    {
      key: 'reason',
      header: t('disputes.column.reason'),
      render: (dispute) => (
        <Text size="sm" data-reason={dispute.reason.slug} style={{ minWidth: 120 }}>
          {dispute.reason.title}
        </Text>
      ),
    },
    { key: 'merchant', header: t('disputes.column.merchant'), render: (dispute) => dispute.merchant.username },
    { key: 'executor', header: t('disputes.column.executor'), render: (dispute) => dispute.executor?.username ?? '—' },
    {
      key: 'created_at',
      header: t('disputes.column.created'),
      render: (dispute) => <DateLines value={dispute.created_at} />,
      sortable: true,
    },
    { key: 'uuid', header: t('disputes.column.uuid'), render: (dispute) => <ShortId id={dispute.uuid} />, nowrap: true },
  ];
  return columns.filter((column) => column !== null);
};

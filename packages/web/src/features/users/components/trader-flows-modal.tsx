import { Badge, Text } from '@mantine/core';
import type { Flow, ManagedUser } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { type Column, DataTable } from '../../../shared/list/data-table';
import { AppModal } from '../../../shared/ui/app-modal';
import { PageError } from '../../../shared/ui/page-state';
import { ShortId } from '../../../shared/ui/short-id';
import { traderPriority, useTraderFlows } from '../api/get-trader-flows';

type FlowsProps = { user: ManagedUser; onClose: () => void };

/** The flows a trader serves (GET /flow filtered by the trader). */
export const TraderFlowsModal = ({ user, onClose }: FlowsProps) => {
  const t = useT();
  const flows = useTraderFlows(user.uuid);
  const columns: Column<Flow>[] = [
    { key: 'uuid', header: t('users.column.id'), render: (flow) => <ShortId id={flow.uuid} />, nowrap: true },
    {
      key: 'name',
      header: t('flows.name'),
      render: (flow) => (
        <Text size="sm" fw={500} data-testid="flow-name">
          {flow.name}
        </Text>
      ),
    },
    { key: 'pair', header: t('flows.pair'), render: (flow) => `${flow.fiat_currency.code} / ${flow.crypto_currency.code}`, nowrap: true },
    { key: 'priority', header: t('flows.priority'), render: (flow) => traderPriority(flow, user.uuid) ?? '—', align: 'right' },
    {
      key: 'is_active',
      header: t('users.field.isActive'),
      render: (flow) => (
        <Badge color={flow.is_active ? 'green' : 'gray'} variant="light">
          {flow.is_active ? t('status.on') : t('status.off')}
        </Badge>
      ),
    },
  ];

  return (
    <AppModal opened onClose={onClose} title={t('users.modal.flows', { name: user.username })} size="lg">
      {flows.isError ? <PageError message={errorMessage(flows.error, t('page.loadFailed'))} onRetry={() => void flows.refetch()} /> : null}
      <DataTable
        columns={columns}
        rows={flows.data?.items ?? []}
        rowKey={(flow) => flow.uuid}
        loading={flows.isPending}
        emptyText={t('flows.emptyForTrader')}
        minWidth={520}
        testId="trader-flows"
      />
    </AppModal>
  );
};

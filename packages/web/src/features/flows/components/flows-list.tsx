import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import type { Flow } from '@paydesk/contract';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { ClickableRows } from '../../../shared/ui/clickable-rows';
import { LIST_COPY_CONFIRM_MS, ShortId } from '../../../shared/ui/short-id';
import { useFlowsList } from '../api/get-flows';
import { CreateFlowModal } from './create-flow-modal';
import { DeleteFlowModal } from './delete-flow-modal';

type FlowsListProps = {
  onOpen: (flowId: string) => void;
  /** The flow went away: a panel showing it closes. */
  onDeleted: (flowId: string) => void;
};

/** The flows table: id, name, currency pair, view and delete; a row click opens the flow. */
export const FlowsList = ({ onOpen, onDeleted }: FlowsListProps) => {
  const t = useT();
  const list = useFlowsList();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Flow | null>(null);

  const columns: Column<Flow>[] = [
    {
      key: 'uuid',
      header: t('flow.column.id'),
      render: (flow) => <ShortId id={flow.uuid} timeout={LIST_COPY_CONFIRM_MS} />,
      nowrap: true,
      width: 130,
    },
    {
      key: 'name',
      header: t('flow.column.name'),
      sortable: true,
      card: 'title',
      render: (flow) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} data-testid="flow-row-name">
            {flow.name}
          </Text>
          {flow.is_active ? null : (
            <Badge size="xs" color="gray" variant="light" style={{ flexShrink: 0 }}>
              {t('flow.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'pair',
      header: t('flow.column.pair'),
      render: (flow) => `${flow.fiat_currency.code} / ${flow.crypto_currency.code}`,
      nowrap: true,
    },
    {
      key: 'actions',
      header: t('flow.column.actions'),
      align: 'right',
      nowrap: true,
      render: (flow) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('flow.view')} withinPortal>
            <ActionIcon variant="light" onClick={() => onOpen(flow.uuid)} aria-label={t('flow.viewNamed', { name: flow.name })}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('flow.delete')} withinPortal>
            <ActionIcon
              variant="light"
              color="red"
              onClick={() => setDeleting(flow)}
              aria-label={t('flow.deleteNamed', { name: flow.name })}
              data-testid="flow-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <ClickableRows rows={list.data?.items ?? []} onRowClick={(flow) => onOpen(flow.uuid)}>
        <ListSection
          list={list}
          columns={columns}
          rowKey={(flow) => flow.uuid}
          emptyText={t('flow.empty')}
          minWidth={480}
          testId="flows-list"
          toolbar={
            <Group justify="flex-end">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="create-flow">
                {t('flow.create')}
              </Button>
            </Group>
          }
        />
      </ClickableRows>
      {creating ? <CreateFlowModal onClose={() => setCreating(false)} onCreated={(flow) => onOpen(flow.uuid)} /> : null}
      {deleting ? (
        <DeleteFlowModal
          flow={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            onDeleted(deleting.uuid);
            setDeleting(null);
          }}
        />
      ) : null}
    </>
  );
};

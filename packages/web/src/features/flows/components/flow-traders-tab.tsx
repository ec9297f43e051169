import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Executor, Flow } from '@paydesk/contract';
import { IconAdjustmentsHorizontal, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import type { RestrictionsMode } from '../../../shared/restrictions/restrictions-modal';
import { useAddExecutor } from '../api/add-executor';
import { useFlowUsers } from '../api/get-candidates';
import { useRemoveExecutor } from '../api/remove-executor';
import { useSetExecutorPriority } from '../api/set-executor-priority';
import { AddSelect } from './add-select';
import { FeeList } from './fee-list';
import { FeesModal } from './fees-modal';
import { PersonLine } from './person-line';
import { PrioritySelect } from './priority-select';
import { TraderRestrictionsModal } from './trader-restrictions-modal';

type Open = { kind: 'fees'; executor: Executor } | { kind: 'restrictions'; executor: Executor; mode: RestrictionsMode } | null;

type FlowTradersTabProps = {
  flow: Flow;
  /** A fees or restrictions modal opened or closed: Escape then belongs to it, not to the panel. */
  onModalChange: (open: boolean) => void;
};

export const FlowTradersTab = ({ flow, onModalChange }: FlowTradersTabProps) => {
  const t = useT();
  const traders = useFlowUsers('trader');
  const add = useAddExecutor();
  const remove = useRemoveExecutor();
  const priority = useSetExecutorPriority();
  const [open, setOpen] = useState<Open>(null);
  const modalOpen = open !== null;
  useEffect(() => {
    onModalChange(modalOpen);
    return () => onModalChange(false);
  }, [modalOpen, onModalChange]);
  const executors = flow.executors.filter((executor) => executor.type.slug === 'trader' && executor.user);
  const attached = new Set(executors.map((executor) => executor.user?.uuid));
  const options = (traders.data?.items ?? [])
    .filter((trader) => !attached.has(trader.uuid))
    .map((trader) => ({ value: trader.uuid, label: trader.username }));

  return (
    <Stack gap="sm" data-testid="flow-traders">
      <AddSelect
        label={t('flow.traders.add')}
        placeholder={options.length === 0 ? t('flow.traders.noneToAdd') : t('flow.pick')}
        options={options}
        onPick={(traderId) => add.mutate({ flowId: flow.uuid, executor_type: 'trader', executor_id: traderId })}
        disabled={add.isPending}
        testId="add-trader"
      />
      {executors.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="flow-traders-empty">
          {t('flow.traders.empty')}
        </Text>
      ) : null}
      {executors.map((executor) => {
        const user = executor.user!;
        const busy = (pending: boolean, variables: { bindId: string } | undefined) => pending && variables?.bindId === executor.bind_id;
        return (
          <Paper key={executor.bind_id} withBorder p="sm" radius="md" data-testid="flow-trader" data-username={user.username}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <PersonLine person={user} />
                <Group gap={6} align="flex-end" wrap="nowrap">
                  <PrioritySelect
                    name={user.username}
                    value={executor.priority}
                    onChange={(next) => priority.mutate({ flowId: flow.uuid, bindId: executor.bind_id, priority: next })}
                    disabled={busy(priority.isPending, priority.variables)}
                  />
                  <Tooltip label={t('restrictions.edit')} withinPortal>
                    <ActionIcon
                      variant="light"
                      size="lg"
                      onClick={() => setOpen({ kind: 'restrictions', executor, mode: 'edit' })}
                      aria-label={t('restrictions.editOf', { name: user.username })}
                      data-testid="edit-restrictions"
                    >
                      <IconAdjustmentsHorizontal size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('restrictions.view')} withinPortal>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={() => setOpen({ kind: 'restrictions', executor, mode: 'info' })}
                      aria-label={t('restrictions.viewOf', { name: user.username })}
                      data-testid="view-restrictions"
                    >
                      <IconEye size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('flow.remove')} withinPortal>
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      onClick={() => remove.mutate({ flowId: flow.uuid, bindId: executor.bind_id })}
                      loading={busy(remove.isPending, remove.variables)}
                      aria-label={t('flow.removeNamed', { name: user.username })}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {t('flow.fees.heading')}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconPencil size={12} />}
                  onClick={() => setOpen({ kind: 'fees', executor })}
                  data-testid="edit-fees"
                >
                  {t('flow.fees.edit')}
                </Button>
              </Group>
              <FeeList fees={executor.fees} />
            </Stack>
          </Paper>
        );
      })}
      {open?.kind === 'fees' ? <FeesModal flowId={flow.uuid} executor={open.executor} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'restrictions' ? (
        <TraderRestrictionsModal
          flowId={flow.uuid}
          traderId={open.executor.user!.uuid}
          traderName={open.executor.user!.username}
          mode={open.mode}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
};

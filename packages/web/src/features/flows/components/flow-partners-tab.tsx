import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Flow } from '@paydesk/contract';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { useAddExecutor } from '../api/add-executor';
import { usePartnerSystems } from '../api/get-candidates';
import { useRemoveExecutor } from '../api/remove-executor';
import { useSetExecutorPriority } from '../api/set-executor-priority';
import { AddSelect } from './add-select';
import { PrioritySelect } from './priority-select';

export const FlowPartnersTab = ({ flow }: { flow: Flow }) => {
  const t = useT();
  const partners = usePartnerSystems();
  const add = useAddExecutor();
  const remove = useRemoveExecutor();
  const priority = useSetExecutorPriority();
  const executors = flow.executors.filter((executor) => executor.type.slug === 'partner' && executor.partner);
  const attached = new Set(executors.map((executor) => executor.partner?.slug));
  const options = (partners.data ?? [])
    .filter((system) => !attached.has(system.partner.slug))
    .map((system) => ({ value: system.partner.slug, label: system.partner.title }));

  return (
    <Stack gap="sm" data-testid="flow-partners">
      <AddSelect
        label={t('flow.partners.add')}
        placeholder={options.length === 0 ? t('flow.partners.noneToAdd') : t('flow.pick')}
        options={options}
        onPick={(slug) => add.mutate({ flowId: flow.uuid, executor_type: 'partner', executor_id: slug })}
        disabled={add.isPending}
        testId="add-partner"
      />
      {executors.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="flow-partners-empty">
          {t('flow.partners.empty')}
        </Text>
      ) : null}
      {executors.map((executor) => {
        const partner = executor.partner!;
        return (
          <Paper key={executor.bind_id} withBorder p="sm" radius="md" data-testid="flow-partner" data-slug={partner.slug}>
            <Group justify="space-between" align="flex-end" gap="xs">
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {partner.title}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {partner.slug}
                </Text>
              </Stack>
              <Group gap={6} align="flex-end" wrap="nowrap">
                <PrioritySelect
                  name={partner.title}
                  value={executor.priority}
                  onChange={(next) => priority.mutate({ flowId: flow.uuid, bindId: executor.bind_id, priority: next })}
                  disabled={priority.isPending && priority.variables?.bindId === executor.bind_id}
                />
                <Tooltip label={t('flow.remove')} withinPortal>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    onClick={() => remove.mutate({ flowId: flow.uuid, bindId: executor.bind_id })}
                    loading={remove.isPending && remove.variables?.bindId === executor.bind_id}
                    aria-label={t('flow.removeNamed', { name: partner.title })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
};

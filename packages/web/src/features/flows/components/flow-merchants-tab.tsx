import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Flow } from '@paydesk/contract';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { useAddFlowMerchant, useRemoveFlowMerchant } from '../api/flow-merchants';
import { useFlowUsers } from '../api/get-candidates';
import { AddSelect } from './add-select';
import { PersonLine } from './person-line';

export const FlowMerchantsTab = ({ flow }: { flow: Flow }) => {
  const t = useT();
  const merchants = useFlowUsers('merchant');
  const add = useAddFlowMerchant();
  const remove = useRemoveFlowMerchant();
  const attached = new Set(flow.merchants.map((merchant) => merchant.uuid));
  const options = (merchants.data?.items ?? [])
    .filter((merchant) => !attached.has(merchant.uuid))
    .map((merchant) => ({ value: merchant.uuid, label: merchant.username }));

  return (
    <Stack gap="sm" data-testid="flow-merchants">
      <AddSelect
        label={t('flow.merchants.add')}
        placeholder={options.length === 0 ? t('flow.merchants.noneToAdd') : t('flow.pick')}
        options={options}
        onPick={(merchantId) => add.mutate({ flowId: flow.uuid, merchantId })}
        disabled={add.isPending}
        testId="add-merchant"
      />
      {flow.merchants.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="flow-merchants-empty">
          {t('flow.merchants.empty')}
        </Text>
      ) : null}
      {flow.merchants.map((merchant) => (
        <Paper key={merchant.uuid} withBorder p="sm" radius="md" data-testid="flow-merchant" data-username={merchant.username}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <PersonLine person={merchant} />
            <Tooltip label={t('flow.remove')} withinPortal>
              <ActionIcon
                variant="light"
                color="red"
                onClick={() => remove.mutate({ flowId: flow.uuid, merchantId: merchant.uuid })}
                loading={remove.isPending && remove.variables?.merchantId === merchant.uuid}
                aria-label={t('flow.removeNamed', { name: merchant.username })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
};

import { ActionIcon, Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Executor, FeeDirection } from '@paydesk/contract';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { SelectField } from '../../../shared/ui/select-field';
import { useSetExecutorFees } from '../api/set-executor-fees';
import { type FeeRow, feeRowsOf, newFeeRow, toFees } from '../model/fee-rows.util';

const AMOUNT_SCALE = 6;
const PERCENT_STEP = 0.01;

type FeesModalProps = { flowId: string; executor: Executor; onClose: () => void };

/** A trader's fees in one flow; a change that leaves the platform a negative margin is refused with the merchant named. */
export const FeesModal = ({ flowId, executor, onClose }: FeesModalProps) => {
  const t = useT();
  const [rows, setRows] = useState<FeeRow[]>(() => feeRowsOf(executor.fees));
  const save = useSetExecutorFees();
  const fields = isApiError(save.error) ? save.error.fields : {};
  const directions = (['pay_in', 'pay_out'] as const).map((value) => ({ value, label: t(`flow.direction.${value}`) }));
  const name = executor.user?.username ?? '';

  const update = (index: number, patch: Partial<FeeRow>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const fieldError = (index: number, field: keyof FeeRow) => fields[`fees.${index}.${field}`];
  // Messages of one fee show under its inputs; the rest (overlapping ranges, negative margin) above the buttons.
  const allAtRows =
    Object.keys(fields).length > 0 &&
    Object.keys(fields).every((path) => /^fees\.\d+\.(direction|percentage|min_amount|max_amount)$/.test(path));

  const submit = () => save.mutate({ flowId, bindId: executor.bind_id, fees: toFees(rows) }, { onSuccess: onClose });

  return (
    <AppModal opened onClose={onClose} title={t('flow.fees.title', { name })} size="xl">
      <Stack gap="sm" data-testid="fees-modal">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('flow.fees.empty')}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Paper key={index} withBorder p="xs" radius="sm" data-testid={`fee-row-${index}`}>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs" style={{ flex: 1 }}>
                <SelectField
                  label={t('flow.fees.direction')}
                  options={directions}
                  value={row.direction}
                  onChange={(value) => value && update(index, { direction: value as FeeDirection })}
                  error={fieldError(index, 'direction')}
                  size="xs"
                />
                <NumberInput
                  label={t('flow.fees.percentage')}
                  value={row.percentage}
                  onChange={(value) => update(index, { percentage: String(value) })}
                  min={0}
                  max={100}
                  step={PERCENT_STEP}
                  decimalScale={2}
                  allowNegative={false}
                  clampBehavior="blur"
                  rightSection="%"
                  rightSectionPointerEvents="none"
                  error={fieldError(index, 'percentage')}
                  size="xs"
                />
                <DecimalInput
                  label={t('flow.fees.min')}
                  scale={AMOUNT_SCALE}
                  value={row.min_amount}
                  onChange={(min_amount) => update(index, { min_amount })}
                  error={fieldError(index, 'min_amount')}
                  size="xs"
                />
                <DecimalInput
                  label={t('flow.fees.max')}
                  placeholder={t('flow.fees.unlimited')}
                  scale={AMOUNT_SCALE}
                  value={row.max_amount}
                  onChange={(max_amount) => update(index, { max_amount })}
                  error={fieldError(index, 'max_amount')}
                  size="xs"
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={22}
                onClick={() => setRows((list) => list.filter((_row, i) => i !== index))}
                aria-label={t('flow.fees.removeRow', { number: index + 1 })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setRows((list) => [...list, newFeeRow()])}>
            {t('flow.fees.add')}
          </Button>
        </Group>
        {save.error && !allAtRows ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="fees-error">
            {errorMessage(save.error, t('api.requestFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('routing.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="fees-save">
            {t('routing.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};

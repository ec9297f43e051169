import { ActionIcon, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { USDT_SCALE, type FeeDirection } from '@paydesk/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';
import { DecimalInput } from '../ui/decimal-input';
import { SelectField } from '../ui/select-field';
import { type FeeRow, newFeeRow } from './fee-rows.util';

const PERCENT_STEP = 0.01;

type FeeRowsEditorProps = {
  rows: FeeRow[];
  onChange: (rows: FeeRow[]) => void;
  /** The message of one field of one row, if the server or the form refused it. */
  errorAt: (index: number, field: keyof FeeRow) => string | undefined;
  addLabel: string;
  removeLabel: (number: number) => string;
  emptyText: string;
};

/**
 * Fee ranges (a trader's profile, an executor in a flow): direction, percentage in steps of 0.01,
 * and the amounts the range covers; an empty maximum is unlimited.
 */
export const FeeRowsEditor = ({ rows, onChange, errorAt, addLabel, removeLabel, emptyText }: FeeRowsEditorProps) => {
  const t = useT();
  const update = (index: number, patch: Partial<FeeRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const directions = (['pay_in', 'pay_out'] as const).map((value) => ({ value, label: t(`settings.direction.${value}`) }));

  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Paper key={index} withBorder p="xs" radius="sm" data-testid={`fee-row-${index}`}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs" style={{ flex: 1 }}>
              <SelectField
                label={t('fees.direction')}
                options={directions}
                value={row.direction}
                onChange={(value) => value && update(index, { direction: value as FeeDirection })}
                error={errorAt(index, 'direction')}
                size="xs"
              />
              <NumberInput
                label={t('fees.percentage')}
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
                error={errorAt(index, 'percentage')}
                size="xs"
              />
              <DecimalInput
                label={t('fees.min')}
                scale={USDT_SCALE}
                value={row.min_amount}
                onChange={(min_amount) => update(index, { min_amount })}
                error={errorAt(index, 'min_amount')}
                size="xs"
              />
              <DecimalInput
                label={t('fees.max')}
                placeholder={t('fees.unlimited')}
                scale={USDT_SCALE}
                value={row.max_amount}
                onChange={(max_amount) => update(index, { max_amount })}
                error={errorAt(index, 'max_amount')}
                size="xs"
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={22}
              onClick={() => onChange(rows.filter((_row, i) => i !== index))}
              aria-label={removeLabel(index + 1)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...rows, newFeeRow()])}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
};

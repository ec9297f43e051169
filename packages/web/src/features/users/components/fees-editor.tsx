import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FeeDirection } from '@paydesk/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { SelectField } from '../../../shared/ui/select-field';
import type { FieldErrors } from '../model/field-errors';
import { type FeeRow, newFeeRow } from '../model/user-form-values';
import { PercentInput } from './percent-input';

const AMOUNT_SCALE = 6;

type FeesEditorProps = { rows: FeeRow[]; onChange: (rows: FeeRow[]) => void; errors: FieldErrors };

/** Fee ranges of a trader: direction, percentage, and the amounts the range covers (no maximum = unlimited). */
export const FeesEditor = ({ rows, onChange, errors }: FeesEditorProps) => {
  const t = useT();
  const update = (index: number, patch: Partial<FeeRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const error = (index: number, field: keyof FeeRow) => errors[`profile.fees.${index}.${field}`];
  const directions = (['pay_in', 'pay_out'] as const).map((value) => ({ value, label: t(`settings.direction.${value}`) }));

  return (
    <Stack gap="xs" data-testid="fees-editor">
      <Text fw={600} size="sm">
        {t('users.form.fees')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.noFees')}
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Paper key={index} withBorder p="xs" radius="sm" data-testid={`fee-row-${index}`}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs" style={{ flex: 1 }}>
              <SelectField
                label={t('settings.feeDirection')}
                options={directions}
                value={row.direction}
                onChange={(value) => value && update(index, { direction: value as FeeDirection })}
                error={error(index, 'direction')}
                size="xs"
              />
              <PercentInput
                label={t('settings.feePercentage')}
                value={row.percentage}
                onChange={(percentage) => update(index, { percentage })}
                error={error(index, 'percentage')}
                size="xs"
              />
              <DecimalInput
                label={t('settings.feeMin')}
                scale={AMOUNT_SCALE}
                value={row.min_amount}
                onChange={(min_amount) => update(index, { min_amount })}
                error={error(index, 'min_amount')}
                size="xs"
              />
              <DecimalInput
                label={t('settings.feeMax')}
                placeholder={t('settings.noLimit')}
                scale={AMOUNT_SCALE}
                value={row.max_amount}
                onChange={(max_amount) => update(index, { max_amount })}
                error={error(index, 'max_amount')}
                size="xs"
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={22}
              onClick={() => onChange(rows.filter((_row, i) => i !== index))}
              aria-label={t('users.form.removeFee', { number: index + 1 })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {errors['profile.fees'] ? (
        <Text c="red" size="sm">
          {errors['profile.fees']}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...rows, newFeeRow()])}>
          {t('users.form.addFee')}
        </Button>
      </Group>
    </Stack>
  );
};

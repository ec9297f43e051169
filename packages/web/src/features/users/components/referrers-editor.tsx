import { Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ManagedUser } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { MultiSelectField } from '../../../shared/ui/multi-select-field';
import type { FieldErrors } from '../model/field-errors';
import type { ReferrerRow } from '../model/user-form-values';
import { PercentInput } from './percent-input';

type ReferrersEditorProps = {
  label: string;
  /** Server path of the list: `profile.teamleads` or `profile.referrals`. */
  path: string;
  candidates: readonly ManagedUser[];
  loading: boolean;
  /** The candidates could not be loaded. */
  lookupError?: string | null;
  rows: ReferrerRow[];
  onChange: (rows: ReferrerRow[]) => void;
  errors: FieldErrors;
  /** Teamleads: one of them is the main one. */
  withMain?: boolean;
  testId: string;
};

/** Picks teamleads or referrers and the pay-in / pay-out percentages each earns. */
export const ReferrersEditor = ({
  label,
  path,
  candidates,
  loading,
  lookupError,
  rows,
  onChange,
  errors,
  withMain = false,
  testId,
}: ReferrersEditorProps) => {
  const t = useT();
  const usernames = new Map(candidates.map((user) => [user.uuid, user.username]));
  // Keep already chosen people selectable even when the lookup page does not hold them.
  const options = [
    ...candidates.map((user) => ({ value: user.uuid, label: `${user.username} (${t(`users.type.${user.type}`)})` })),
    ...rows.filter((row) => !usernames.has(row.user_uuid)).map((row) => ({ value: row.user_uuid, label: row.username })),
  ];

  const select = (ids: string[]) => {
    const next = ids.map(
      (id) =>
        rows.find((row) => row.user_uuid === id) ?? {
          user_uuid: id,
          username: usernames.get(id) ?? id,
          is_main: false,
          pay_in_percentage: '0',
          pay_out_percentage: '0',
        },
    );
    const withOneMain =
      withMain && next.length > 0 && !next.some((row) => row.is_main) ? next.map((row, i) => ({ ...row, is_main: i === 0 })) : next;
    onChange(withOneMain);
  };

  const update = (index: number, patch: Partial<ReferrerRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const error = (index: number, field: string) => errors[`${path}.${index}.${field}`];
  const main = rows.find((row) => row.is_main)?.user_uuid ?? null;

  const list = (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Paper key={row.user_uuid} withBorder p="xs" radius="sm" data-testid={`${testId}-row`} data-user={row.username}>
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {row.username}
            </Text>
            {withMain ? (
              <Radio
                value={row.user_uuid}
                label={t('users.form.main')}
                size="xs"
                aria-label={t('users.form.mainOf', { name: row.username })}
              />
            ) : null}
          </Group>
          {error(index, 'user_uuid') ? (
            <Text c="red" size="xs">
              {error(index, 'user_uuid')}
            </Text>
          ) : null}
          <SimpleGrid cols={2} spacing="xs">
            <PercentInput
              label={t('users.form.payInPercent')}
              value={row.pay_in_percentage}
              onChange={(value) => update(index, { pay_in_percentage: value })}
              error={error(index, 'pay_in_percentage')}
              size="xs"
            />
            <PercentInput
              label={t('users.form.payOutPercent')}
              value={row.pay_out_percentage}
              onChange={(value) => update(index, { pay_out_percentage: value })}
              error={error(index, 'pay_out_percentage')}
              size="xs"
            />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );

  return (
    <Stack gap="xs" data-testid={testId}>
      <MultiSelectField
        label={label}
        placeholder={loading ? t('app.loading') : t('users.form.pick')}
        options={options}
        value={rows.map((row) => row.user_uuid)}
        onChange={select}
        error={errors[path] ?? lookupError}
        disabled={loading && rows.length === 0}
      />
      {withMain ? (
        <Radio.Group
          value={main}
          onChange={(uuid) => onChange(rows.map((row) => ({ ...row, is_main: row.user_uuid === uuid })))}
          aria-label={t('users.form.main')}
        >
          {list}
        </Radio.Group>
      ) : (
        list
      )}
    </Stack>
  );
};

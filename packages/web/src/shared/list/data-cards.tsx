import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { Key, MouseEvent, ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { SelectField } from '../ui/select-field';
import { type CardRole, cardRoleOf, type Column, isInteractiveTarget } from './columns';
import type { SortValue } from './sort.util';

type DataCardsProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  sort?: SortValue;
  onSortChange?: (sort: SortValue) => void;
  onRowClick?: (row: Row) => void;
};

const ofRole = <Row,>(columns: readonly Column<Row>[], role: CardRole) => columns.filter((column) => cardRoleOf(column) === role);

/** On a phone the header's sort buttons are gone: one select offers each sortable column both ways. */
const SortSelect = <Row,>({ columns, sort, onSortChange }: Pick<DataCardsProps<Row>, 'columns' | 'sort' | 'onSortChange'>) => {
  const t = useT();
  const options = columns.flatMap((column) => {
    if (!column.sortable || typeof column.header !== 'string') return [];
    const field = column.sortField ?? column.key;
    return [
      { value: field, label: t('list.sortAscending', { field: column.header }) },
      { value: `-${field}`, label: t('list.sortDescending', { field: column.header }) },
    ];
  });
  if (!onSortChange || options.length === 0) return null;
  return (
    <SelectField
      label={t('list.sort')}
      placeholder={t('list.sortDefault')}
      options={options}
      value={sort ?? null}
      onChange={(next) => onSortChange(next ?? undefined)}
      clearable
      size="xs"
      data-testid="list-sort"
    />
  );
};

/**
 * The rows of a table as cards, for phones: the title and status on top, then each field with
 * its label, then the row's actions. Each column says which of these it is (`card`).
 */
export const DataCards = <Row,>({ columns, rows, rowKey, sort, onSortChange, onRowClick }: DataCardsProps<Row>) => {
  const titles = ofRole(columns, 'title');
  const statuses = ofRole(columns, 'status');
  const fields = ofRole(columns, 'field');
  const actions = ofRole(columns, 'action');

  const click = (row: Row) => (event: MouseEvent) => {
    if (!onRowClick || isInteractiveTarget(event.target)) return;
    onRowClick(row);
  };

  const card = (row: Row, index: number): ReactNode => (
    <Paper
      key={rowKey(row)}
      withBorder
      radius="md"
      p="sm"
      data-row-index={index}
      data-testid="list-card"
      onClick={click(row)}
      style={onRowClick ? { cursor: 'pointer' } : undefined}
    >
      <Stack gap={8}>
        {titles.length > 0 || statuses.length > 0 ? (
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box miw={0} fw={600} data-testid="list-card-title">
              {titles.map((column) => (
                <Box key={column.key}>{column.render(row)}</Box>
              ))}
            </Box>
            {statuses.length > 0 ? (
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {statuses.map((column) => (
                  <Box key={column.key}>{column.render(row)}</Box>
                ))}
              </Group>
            ) : null}
          </Group>
        ) : null}
        {fields.length > 0 ? (
          <Stack gap={6} component="dl" m={0}>
            {fields.map((column) => (
              // A value too wide for the rest of the line (an address) moves under its label; what still
              // does not fit scrolls inside the card, never the page.
              <Group
                key={column.key}
                justify="space-between"
                align="flex-start"
                wrap="wrap"
                gap={4}
                style={{ columnGap: 'var(--mantine-spacing-sm)' }}
              >
                <Text component="dt" size="xs" c="dimmed" style={{ flexShrink: 0 }} pt={2}>
                  {column.header}
                </Text>
                <Box
                  component="dd"
                  m={0}
                  fz="sm"
                  style={{
                    flex: '1 1 auto',
                    minWidth: 0,
                    maxWidth: '100%',
                    overflowX: 'auto',
                    overflowWrap: 'anywhere',
                    display: 'flex',
                    // `safe`: an overflowing value starts at its beginning (scrollable), not cut off on the left.
                    justifyContent: 'safe flex-end',
                    textAlign: 'right',
                  }}
                >
                  {column.render(row)}
                </Box>
              </Group>
            ))}
          </Stack>
        ) : null}
        {actions.map((column) => (
          <Box key={column.key} pt={4} data-testid="list-card-actions">
            {column.render(row)}
          </Box>
        ))}
      </Stack>
    </Paper>
  );

  return (
    <Stack gap="xs">
      <SortSelect columns={columns} sort={sort} onSortChange={onSortChange} />
      {rows.map(card)}
    </Stack>
  );
};

import { Box, Group, LoadingOverlay, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { Key, MouseEvent } from 'react';
import { useIsMobile } from '../ui/use-is-mobile';
import { type Column, cardRoleOf, isInteractiveTarget } from './columns';
import { DataCards } from './data-cards';
import { CardSkeletons, ListEmpty, TableSkeletonRows } from './list-states';
import { nextSort, sortDirectionOf, type SortValue } from './sort.util';

export type { CardRole, Column } from './columns';

type DataTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  sort?: SortValue;
  onSortChange?: (sort: SortValue) => void;
  /** No data yet: a skeleton instead of the rows. */
  loading?: boolean;
  /** Data on screen but a new page on its way: the rows dim under a loader. */
  refreshing?: boolean;
  emptyText?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** A click on the row (not on a control in it) opens its record. */
  onRowClick?: (row: Row) => void;
  /** Cards on a phone (the default), or the table at every width (a short table in a modal). */
  cardsOnPhone?: boolean;
  testId?: string;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | null }) => {
  if (direction === 'asc') return <IconSortAscending size={14} aria-hidden />;
  if (direction === 'desc') return <IconSortDescending size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.45} />;
};

/**
 * The one table of the app: columns, optional sorting, a skeleton while loading, a visible empty
 * state, rows that open their record, and cards instead of a sideways-scrolling grid on a phone.
 */
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  refreshing = false,
  emptyText,
  minWidth = 720,
  onRowClick,
  cardsOnPhone = true,
  testId,
}: DataTableProps<Row>) => {
  const isMobile = useIsMobile();
  const asCards = isMobile && cardsOnPhone;
  const overlay = (
    <LoadingOverlay
      visible={refreshing && !loading}
      zIndex={2}
      overlayProps={{ blur: 0, backgroundOpacity: 0.15 }}
      loaderProps={{ size: 'sm' }}
    />
  );

  if (!loading && rows.length === 0) {
    return (
      <Box pos="relative" data-testid={testId}>
        {overlay}
        <ListEmpty text={emptyText} />
      </Box>
    );
  }

  if (asCards) {
    return (
      <Box pos="relative" data-testid={testId} aria-busy={loading || refreshing} data-view="cards">
        {overlay}
        {loading ? (
          <Stack gap="xs" data-testid="list-skeleton">
            <CardSkeletons />
          </Stack>
        ) : (
          <DataCards
            columns={columns.filter((column) => cardRoleOf(column) !== 'hidden')}
            rows={rows}
            rowKey={rowKey}
            sort={sort}
            onSortChange={onSortChange}
            onRowClick={onRowClick}
          />
        )}
      </Box>
    );
  }

  const header = (column: Column<Row>) => {
    const field = column.sortField ?? column.key;
    if (!column.sortable || !onSortChange) return column.header;
    const direction = sortDirectionOf(sort, field);
    return (
      <UnstyledButton onClick={() => onSortChange(nextSort(sort, field))} data-sort-field={field} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {column.header}
          <SortIcon direction={direction} />
        </Group>
      </UnstyledButton>
    );
  };

  const click = (row: Row) => (event: MouseEvent) => {
    if (!onRowClick || isInteractiveTarget(event.target)) return;
    onRowClick(row);
  };

  return (
    <Box pos="relative" data-testid={testId} data-view="table">
      {overlay}
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={loading || refreshing}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const direction = column.sortable ? sortDirectionOf(sort, column.sortField ?? column.key) : null;
                return (
                  <Table.Th
                    key={column.key}
                    ta={column.align}
                    w={column.width}
                    aria-sort={column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {header(column)}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody data-testid={loading ? 'list-skeleton' : undefined}>
            {loading ? (
              <TableSkeletonRows columns={columns.length} />
            ) : (
              rows.map((row, index) => (
                <Table.Tr
                  key={rowKey(row)}
                  data-row-index={index}
                  onClick={onRowClick ? click(row) : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
};

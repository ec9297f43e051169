import { Box, Center, Group, Loader, LoadingOverlay, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { Key, ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { nextSort, sortDirectionOf, type SortValue } from './sort.util';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** The header cycles ascending → descending → none. */
  sortable?: boolean;
  /** The list protocol's sort name, when it is not `key`. */
  sortField?: string;
  align?: 'left' | 'center' | 'right';
  /** Keeps the cell on one line (ids, amounts, buttons). */
  nowrap?: boolean;
  width?: number | string;
};

type DataTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  sort?: SortValue;
  onSortChange?: (sort: SortValue) => void;
  /** No data yet: a loader instead of the rows. */
  loading?: boolean;
  /** Data on screen but a new page on its way: the rows dim under a loader. */
  refreshing?: boolean;
  emptyText?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  testId?: string;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | null }) => {
  if (direction === 'asc') return <IconSortAscending size={14} aria-hidden />;
  if (direction === 'desc') return <IconSortDescending size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.45} />;
};

/** The one table of the app: columns, optional sorting, loading and empty states, sideways scroll. */
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
  testId,
}: DataTableProps<Row>) => {
  const t = useT();

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

  const body = () => {
    if (loading) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Center py="lg">
              <Loader size="sm" aria-label={t('app.loading')} />
            </Center>
          </Table.Td>
        </Table.Tr>
      );
    }
    if (rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Text c="dimmed" ta="center" py="lg" data-testid="table-empty">
              {emptyText ?? t('list.empty')}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    }
    return rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
            {column.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  };

  return (
    <Box pos="relative" data-testid={testId}>
      <LoadingOverlay
        visible={refreshing && !loading}
        zIndex={2}
        overlayProps={{ blur: 0, backgroundOpacity: 0.15 }}
        loaderProps={{ size: 'sm' }}
      />
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
          <Table.Tbody>{body()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
};

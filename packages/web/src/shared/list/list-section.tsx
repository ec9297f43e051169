import { Box, Group, Stack } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { useT } from '../i18n/use-t';
import { PageError } from '../ui/page-state';
import { type Column, DataTable } from './data-table';
import { ExportButton } from './export-button';
import { FilterForm } from './filter-form';
import type { ListController } from './list-query';
import { PaginationBar } from './pagination-bar';

type ListSectionProps<Row> = {
  list: ListController<Row>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  emptyText?: string;
  minWidth?: number;
  /** Shown between the filters and the table (a create button, say). */
  toolbar?: ReactNode;
  /** A click on a row opens its record (put it in the address, e.g. `?open=<id>`, with `useOpenParam`). */
  onRowClick?: (row: Row) => void;
  testId?: string;
  /** What a failed load says when the server gives no reason ('Load failed.' unless the list has its own). */
  errorText?: string;
};

/**
 * Filters, table and pagination of one list, with its states: a skeleton before the first answer,
 * an empty state, an error (the server's message) above the rows that were already there, and the
 * whole list (its filters and sort) as CSV.
 * The state itself lives in the address (see `useListState`).
 */
export const ListSection = <Row,>({
  list,
  columns,
  rowKey,
  emptyText,
  minWidth,
  toolbar,
  onRowClick,
  testId,
  errorText,
}: ListSectionProps<Row>) => {
  const t = useT();
  const context = list.data?.context;

  return (
    <Stack gap="sm" data-testid={testId}>
      {context ? (
        <FilterForm
          // A filter changed from outside (Back, a link) starts the inputs afresh from it.
          key={JSON.stringify(list.filter)}
          definitions={context.available_filters}
          hidden={list.fixedFields}
          only={list.filterFields}
          onApply={list.setFilter}
          value={list.filter}
        />
      ) : null}
      {list.route ? (
        <Group gap="sm" align="center" wrap="wrap">
          <Box style={{ flex: 1, minWidth: 0 }}>{toolbar}</Box>
          <ExportButton route={list.route} params={list.params} />
        </Group>
      ) : (
        toolbar
      )}
      {list.error ? (
        <PageError message={errorMessage(list.error, errorText ?? t('page.loadFailed'))} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={rowKey}
        sort={list.params.sort}
        onSortChange={list.setSort}
        loading={list.isLoading}
        refreshing={list.isFetching}
        emptyText={emptyText}
        minWidth={minWidth}
        onRowClick={onRowClick}
      />
      {context ? <PaginationBar context={context} onPageChange={list.setPage} onCountChange={list.setCount} /> : null}
    </Stack>
  );
};

import { Stack } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { useT } from '../i18n/use-t';
import { PageError } from '../ui/page-state';
import { type Column, DataTable } from './data-table';
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
  testId?: string;
};

/**
 * Filters, table and pagination of one list, with its states: a loader before the first answer,
 * an empty text, and an error (the server's message) above the rows that were already there.
 */
export const ListSection = <Row,>({ list, columns, rowKey, emptyText, minWidth, toolbar, testId }: ListSectionProps<Row>) => {
  const t = useT();
  const context = list.data?.context;

  return (
    <Stack gap="sm" data-testid={testId}>
      {context ? (
        <FilterForm definitions={context.available_filters} hidden={list.fixedFields} only={list.filterFields} onApply={list.setFilter} />
      ) : null}
      {toolbar}
      {list.error ? <PageError message={errorMessage(list.error, t('page.loadFailed'))} onRetry={() => void list.refetch()} /> : null}
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
      />
      {context ? <PaginationBar context={context} onPageChange={list.setPage} onCountChange={list.setCount} /> : null}
    </Stack>
  );
};

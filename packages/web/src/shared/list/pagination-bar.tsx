import { Group, Pagination, Select, Text } from '@mantine/core';
import { type ListContext, PER_PAGE_OPTIONS } from '@paydesk/contract';
import { useT } from '../i18n/use-t';
import { pageItems, resultsRange } from './pagination.util';

type PaginationBarProps = {
  context: ListContext;
  onPageChange: (page: number) => void;
  onCountChange: (count: number) => void;
  disabled?: boolean;
};

/** "Results: a - b of total", the pages (first, last, two around the current one) and the page size. */
export const PaginationBar = ({ context, onPageChange, onCountChange, disabled = false }: PaginationBarProps) => {
  const t = useT();
  const { from, to, total } = resultsRange(context);
  const pages = Math.max(1, context.page_number);
  const current = Math.min(context.current_page, pages);

  return (
    <Group justify="space-between" gap="sm" data-testid="pagination">
      <Text size="sm" c="dimmed" data-testid="pagination-results">
        {t('list.results', { from, to, total })}
      </Text>
      <Group gap="sm">
        <Pagination.Root total={pages} value={current} onChange={onPageChange} disabled={disabled} size="sm" siblings={2} boundaries={1}>
          <Group gap={4} component="nav" aria-label={t('list.pages')}>
            <Pagination.Previous aria-label={t('list.previousPage')} />
            {pageItems(current, pages).map((item, index) =>
              item === 'dots' ? (
                <Pagination.Dots key={`dots-${index}`} />
              ) : (
                <Pagination.Control
                  key={item}
                  active={item === current}
                  onClick={() => onPageChange(item)}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={t('list.page', { page: item })}
                >
                  {item}
                </Pagination.Control>
              ),
            )}
            <Pagination.Next aria-label={t('list.nextPage')} />
          </Group>
        </Pagination.Root>
        <Select
          aria-label={t('list.perPage')}
          data={PER_PAGE_OPTIONS.map((option) => ({ value: String(option), label: t('list.perPageOption', { count: option }) }))}
          value={String(context.per_page)}
          onChange={(value) => value && onCountChange(Number(value))}
          allowDeselect={false}
          disabled={disabled}
          size="xs"
          w={120}
          comboboxProps={{ withinPortal: true }}
          data-testid="per-page"
        />
      </Group>
    </Group>
  );
};

import type { Language, ListContext } from '@paydesk/contract';
import { groupThousands } from '../format/format-money.util';
import { getLocale } from '../i18n/locale-store';

export type PageItem = number | 'dots';

/** Pages either side of the current one. */
const WINDOW = 2;

/**
 * The first and the last page, two pages around the current one, and ellipses for the gaps.
 * A gap of a single page shows that page: an ellipsis would take the same room and hide it.
 */
export const pageItems = (current: number, total: number): PageItem[] => {
  if (total <= 1) return [1];
  const page = Math.min(Math.max(current, 1), total);
  const pages = new Set([1, total]);
  for (let item = page - WINDOW; item <= page + WINDOW; item += 1) if (item >= 1 && item <= total) pages.add(item);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((item, index): PageItem[] => {
    const previous = sorted[index - 1];
    if (previous === undefined || item - previous === 1) return [item];
    if (item - previous === 2) return [previous + 1, item];
    return ['dots', item];
  });
};

/**
 * "Results: from - to of total", grouped by language; an empty list reads 0 - 0 of 0, and a total
 * the server stopped counting at reads "10,000+".
 */
export const resultsRange = (
  context: Pick<ListContext, 'total_count' | 'total_capped' | 'per_page' | 'current_page'>,
  locale: Language = getLocale(),
) => {
  const count = context.total_count;
  const group = (value: number) => groupThousands(String(value), locale);
  const total = `${group(count)}${context.total_capped ? '+' : ''}`;
  if (count === 0) return { from: '0', to: '0', total };
  const from = (context.current_page - 1) * context.per_page + 1;
  return { from: group(Math.min(from, count)), to: group(Math.min(context.current_page * context.per_page, count)), total };
};

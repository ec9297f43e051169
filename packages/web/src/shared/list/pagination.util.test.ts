import { describe, expect, it } from 'vitest';
import { pageItems, resultsRange } from './pagination.util';

describe('pageItems', () => {
  it('shows the first and last page and two around the current one', () => {
    expect(pageItems(10, 20)).toEqual([1, 'dots', 8, 9, 10, 11, 12, 'dots', 20]);
  });

  it('has no ellipsis near the edges', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'dots', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'dots', 18, 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'dots', 10]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('handles one page and an out-of-range current page', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(9, 3)).toEqual([1, 2, 3]);
  });
});

describe('resultsRange', () => {
  it('counts the rows of the current page', () => {
    expect(resultsRange({ total_count: 60, per_page: 20, current_page: 1 }, 'en')).toEqual({ from: '1', to: '20', total: '60' });
    expect(resultsRange({ total_count: 60, per_page: 50, current_page: 2 }, 'en')).toEqual({ from: '51', to: '60', total: '60' });
  });

  it('reads 0 - 0 of 0 for an empty list', () => {
    expect(resultsRange({ total_count: 0, per_page: 20, current_page: 1 }, 'en')).toEqual({ from: '0', to: '0', total: '0' });
  });

  it('groups thousands by language and marks a total the server stopped counting at', () => {
    const context = { total_count: 10_000, total_capped: true, per_page: 20, current_page: 100 };
    expect(resultsRange(context, 'en')).toEqual({ from: '1,981', to: '2,000', total: '10,000+' });
    expect(resultsRange(context, 'ru')).toEqual({ from: '1 981', to: '2 000', total: '10 000+' });
    expect(resultsRange({ ...context, total_capped: false }, 'en').total).toBe('10,000');
  });
});

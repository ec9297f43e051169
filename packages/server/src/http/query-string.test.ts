import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('nests filter[field] values and keeps plain keys', () => {
    expect(parseQueryString('page=2&count=50&filter%5Btype%5D=trader&filter[username]=a%20b&sort=-created_at')).toEqual({
      page: '2',
      count: '50',
      sort: '-created_at',
      filter: { type: 'trader', username: 'a b' },
    });
  });

  it('ignores malformed brackets as plain keys', () => {
    expect(parseQueryString('filter[=x')).toEqual({ 'filter[': 'x' });
  });
});

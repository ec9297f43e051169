import { describe, expect, it } from 'vitest';
import { readListState, searchString, writeListState } from './list-url.util';

const defaults = { count: 20, sort: undefined };

describe('readListState', () => {
  it('reads the list protocol names from the address', () => {
    const search = new URLSearchParams('tab=traders&page=2&count=10&sort=-username&filter[username]=ivan&filter[is_active]=true');
    expect(readListState(search, defaults)).toEqual({
      page: 2,
      count: 10,
      sort: '-username',
      filter: { username: 'ivan', is_active: 'true' },
    });
  });

  it('falls back to the defaults on what is missing or malformed', () => {
    const search = new URLSearchParams('page=0&count=abc&sort=DROP TABLE&filter[__proto__]=x&filter[name]=');
    expect(readListState(search, { count: 20, sort: '-created_at' })).toEqual({ page: 1, count: 20, sort: undefined, filter: {} });
    expect(readListState(new URLSearchParams(''), { count: 20, sort: '-created_at' }).sort).toBe('-created_at');
  });

  it('reads an empty sort as the server order when the screen has a default sort', () => {
    expect(readListState(new URLSearchParams('sort='), { count: 20, sort: '-created_at' }).sort).toBeUndefined();
  });

  it('keeps a prefixed list apart from the main one', () => {
    const search = new URLSearchParams('page=3&wallets.page=2&wallets.filter[name]=a&filter[name]=b');
    expect(readListState(search, defaults, 'wallets')).toEqual({ page: 2, count: 20, sort: undefined, filter: { name: 'a' } });
    expect(readListState(search, defaults)).toEqual({ page: 3, count: 20, sort: undefined, filter: { name: 'b' } });
  });
});

describe('writeListState', () => {
  it('writes only what differs from the default and keeps other parameters', () => {
    const search = new URLSearchParams('tab=admins&open=abc&page=4&filter[old]=x');
    const next = writeListState(search, { page: 1, count: 10, sort: '-username', filter: { username: 'ivan' } }, defaults);
    expect(searchString(next)).toBe('?tab=admins&open=abc&count=10&sort=-username&filter[username]=ivan');
  });

  it('writes the server order as an empty sort when the default is another', () => {
    const next = writeListState(
      new URLSearchParams(),
      { page: 1, count: 20, sort: undefined, filter: {} },
      { count: 20, sort: '-created_at' },
    );
    expect(searchString(next)).toBe('?sort=');
  });

  it('round-trips through the address', () => {
    const state = { page: 5, count: 50, sort: 'name', filter: { name: 'a b&c', created_at_from: '2026-03-01T00:00:00.000Z' } };
    const written = writeListState(new URLSearchParams(), state, defaults, 'log');
    expect(readListState(new URLSearchParams(searchString(written)), defaults, 'log')).toEqual(state);
  });
});

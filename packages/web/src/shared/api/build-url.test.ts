import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url';

describe('buildUrl', () => {
  it('fills path parameters and prefixes the inner API base', () => {
    expect(buildUrl('/user/:uuid', { uuid: 'a b' })).toBe('/api/inner/user/a%20b');
  });

  it('writes nested filters in the list protocol form and skips empty values', () => {
    const url = buildUrl('/user', undefined, { page: 2, count: 20, filter: { type: 'trader', username: '' }, sort: undefined });
    expect(decodeURIComponent(url)).toBe('/api/inner/user?page=2&count=20&filter[type]=trader');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildUrl('/user/:uuid')).toThrow(/uuid/);
  });
});

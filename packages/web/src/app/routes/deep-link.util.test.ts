import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginStateFor } from './deep-link.util';

describe('deep links through the login', () => {
  it('carries the whole address, query included, and brings it back after the login', () => {
    const state = loginStateFor({ pathname: '/users', search: '?tab=admins&page=2&filter[username]=ivan', hash: '' });
    expect(afterLoginPath(state)).toBe('/users?tab=admins&page=2&filter[username]=ivan');
  });

  it('goes to the settings without a deep link, or with one to another site', () => {
    expect(loginStateFor({ pathname: '/', search: '', hash: '' })).toBeNull();
    expect(afterLoginPath(null)).toBe('/settings');
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'settings', '/login', 42]) {
      expect(afterLoginPath({ next })).toBe('/settings');
    }
  });
});

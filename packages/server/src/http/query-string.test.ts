import { describe, expect, it } from 'vitest';
import { findForbiddenKey, parseQueryString } from './query-string';

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

  it('never writes into Object.prototype, whatever the keys', () => {
    const parsed = parseQueryString('__proto__[deny]=support&__proto__[sort]=zz&constructor[prototype][x]=1&__proto__=y');
    expect(({} as Record<string, unknown>).deny).toBeUndefined();
    expect(({} as Record<string, unknown>).sort).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(findForbiddenKey(parsed)).toBe('__proto__');
  });
});

describe('findForbiddenKey', () => {
  it('finds __proto__, constructor and prototype at any depth and passes ordinary input', () => {
    expect(findForbiddenKey({ a: 1, b: [{ c: 2 }] })).toBeNull();
    expect(findForbiddenKey(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toBe('a.__proto__');
    expect(findForbiddenKey({ list: [{ constructor: 1 }] })).toBe('list.0.constructor');
    expect(findForbiddenKey({ profile: { prototype: {} } })).toBe('profile.prototype');
    expect(findForbiddenKey(parseQueryString('constructor[prototype][deny]=x'))).toBe('constructor[prototype][deny]');
    expect(findForbiddenKey({ 'a.__proto__.b': 1 })).toBe('a.__proto__.b');
    expect(findForbiddenKey({ constructors: 1, proto: 2 })).toBeNull();
    expect(findForbiddenKey('__proto__')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nextSort, sortDirectionOf } from './sort.util';

describe('nextSort', () => {
  it('cycles ascending, descending, none on the same column', () => {
    expect(nextSort(undefined, 'username')).toBe('username');
    expect(nextSort('username', 'username')).toBe('-username');
    expect(nextSort('-username', 'username')).toBeUndefined();
  });

  it('starts ascending when another column was sorted', () => {
    expect(nextSort('-created_at', 'username')).toBe('username');
  });
});

describe('sortDirectionOf', () => {
  it('reads the direction of one column', () => {
    expect(sortDirectionOf('-username', 'username')).toBe('desc');
    expect(sortDirectionOf('username', 'username')).toBe('asc');
    expect(sortDirectionOf('username', 'created_at')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { shortId } from './short-id.util';

describe('shortId', () => {
  it('shows the first and last four characters of a long id', () => {
    expect(shortId('01a1fe99-cba5-7ccb-9101-3fcf4e4d5b4c')).toBe('01a1…5b4c');
  });

  it('leaves ids of eight characters or fewer whole', () => {
    expect(shortId('12345678')).toBe('12345678');
  });
});

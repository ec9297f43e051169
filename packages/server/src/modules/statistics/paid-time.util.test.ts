import { describe, expect, it } from 'vitest';
import { medianFromBuckets } from './paid-time.util';

describe('medianFromBuckets', () => {
  it('answers null with no order paid', () => {
    expect(medianFromBuckets(new Map())).toBeNull();
    expect(medianFromBuckets(new Map([[3, 0]]))).toBeNull();
  });

  it('reads the median inside the bucket where half the orders are reached', () => {
    // Bucket 2 is [15, 30): two orders there, half of two is reached halfway through it.
    expect(medianFromBuckets(new Map([[2, 2]]))).toBe(23);
    // One order under 15 s, three in [60, 90): the second of four sits a third into that bucket.
    expect(
      medianFromBuckets(
        new Map([
          [1, 1],
          [5, 3],
        ]),
      ),
    ).toBe(70);
  });

  it('gives the open last bucket its lower edge', () => {
    expect(medianFromBuckets(new Map([[26, 5]]))).toBe(604800);
  });
});

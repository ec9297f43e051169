import { describe, expect, it } from 'vitest';
import { adjustmentLimit, nearestFreeAmount } from './amount-adjustment';

describe('an adjusted pay-in amount', () => {
  it('is the asked amount when it is free, else the nearest free one, up before down', () => {
    expect(nearestFreeAmount(100_000n, new Set(), 1_000n)).toBe(100_000n);
    expect(nearestFreeAmount(100_000n, new Set([100_000n]), 1_000n)).toBe(100_001n);
    expect(nearestFreeAmount(100_000n, new Set([100_000n, 100_001n]), 1_000n)).toBe(99_999n);
    expect(nearestFreeAmount(100_000n, new Set([99_999n, 100_000n, 100_001n]), 1_000n)).toBe(100_002n);
  });

  it('stays within the limit and above zero, or there is none', () => {
    expect(nearestFreeAmount(100_000n, new Set([99_999n, 100_000n, 100_001n]), 1n)).toBeNull();
    expect(nearestFreeAmount(1n, new Set([1n, 2n]), 1n)).toBeNull();
    expect(nearestFreeAmount(100_000n, new Set([100_000n]), 0n)).toBeNull();
  });

  it('may move 1 % of the amount, at most 50 units of its currency', () => {
    // 1,000.00 RUB: 1 % is 10.00 RUB; 100,000.00 RUB: 1 % would be 1,000 RUB, capped at 50.
    expect(adjustmentLimit(100_000n, 2, '1', '50')).toBe(1_000n);
    expect(adjustmentLimit(10_000_000n, 2, '1', '50')).toBe(5_000n);
    expect(adjustmentLimit(150n, 2, '0.5', '50')).toBe(0n);
  });
});

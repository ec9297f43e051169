import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legsTotal, payOutHold, settlementLegs } from './settlement';

const percentage = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((bp) => (bp / 100).toFixed(2));

/** A fee configuration whose margin is not negative: merchant fee ≥ reward + every share. */
const feesArbitrary = fc
  .record({
    merchant: percentage(20),
    splits: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 6 }),
  })
  .map(({ merchant, splits }) => {
    const budget = Math.round(Number(merchant) * 100);
    const total = splits.reduce((sum, part) => sum + part, 0) || 1;
    // Parts of the merchant fee, rounded down, so that together they never exceed it.
    const parts = splits.map((part) => Math.floor((budget * part) / total));
    const [trader = 0, ...others] = parts;
    const half = Math.ceil(others.length / 2);
    const pct = (bp: number) => (bp / 100).toFixed(2);
    return {
      merchant,
      trader: pct(trader),
      teamleads: others.slice(0, half).map((bp, index) => ({ id: `lead-${index}`, percentage: pct(bp) })),
      referrers: others.slice(half).map((bp, index) => ({ id: `ref-${index}`, percentage: pct(bp) })),
    };
  });

describe('settlement legs', () => {
  it('sum exactly to the held amount, none negative, for random amounts and fee sets', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        feesArbitrary,
        fc.constantFrom('pay_in' as const, 'pay_out' as const),
        (amount, fees, direction) => {
          const legs = settlementLegs(direction, amount, fees);
          const held = direction === 'pay_in' ? amount : payOutHold(amount, fees);
          expect(legsTotal(legs)).toBe(held);
          for (const leg of [
            legs.merchant,
            legs.trader,
            legs.revenue,
            ...legs.teamleads.map((l) => l.amount),
            ...legs.referrers.map((l) => l.amount),
          ]) {
            expect(leg >= 0n).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounds every share down and gives the platform the remainder', () => {
    // 1 000.000001 USDT at 2.5 % merchant fee and 1 % reward.
    const legs = settlementLegs('pay_in', 1_000_000_001n, { merchant: '2.50', trader: '1.00', teamleads: [], referrers: [] });
    expect(legs).toEqual({ merchant: 975_000_001n, trader: 10_000_000n, teamleads: [], referrers: [], revenue: 15_000_000n });
  });

  it('refuses fees that would leave a negative margin', () => {
    expect(() => settlementLegs('pay_in', 100n, { merchant: '1.00', trader: '2.00', teamleads: [], referrers: [] })).toThrow(RangeError);
  });
});

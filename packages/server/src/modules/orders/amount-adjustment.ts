import { toMinor } from '@paydesk/contract';

/**
 * The nearest amount to `asked` that none of the open pay-ins on a requisite has, at most `limit`
 * away (a step up before the same step down); null when every amount that near is taken.
 */
export const nearestFreeAmount = (asked: bigint, taken: Set<bigint>, limit: bigint): bigint | null => {
  for (let step = 0n; step <= limit; step += 1n) {
    if (!taken.has(asked + step)) return asked + step;
    if (step > 0n && asked - step > 0n && !taken.has(asked - step)) return asked - step;
  }
  return null;
};

/** How far an amount (minor units at `scale`) may move: `percent` of it and at most `units` of its currency, rounded down. */
export const adjustmentLimit = (asked: bigint, scale: number, percent: string, units: string) => {
  const share = (asked * toMinor(percent, 6)) / 100_000_000n;
  const cap = toMinor(units, scale);
  return share < cap ? share : cap;
};

import { describe, expect, it } from 'vitest';
import { luhnCard, seededRandom } from './seeded-random';

const luhnValid = (card: string) =>
  card
    .split('')
    .reverse()
    .map(Number)
    .reduce((sum, digit, index) => sum + (index % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0) %
    10 ===
  0;

describe('seeded random', () => {
  it('repeats the same numbers for the same seed and others for another', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    expect(take(42).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('makes card numbers that pass the Luhn check', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 50; i += 1) {
      const card = luhnCard(random);
      expect(card).toMatch(/^2200\d{12}$/);
      expect(luhnValid(card)).toBe(true);
    }
  });
});

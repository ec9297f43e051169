/**
 * A small deterministic random generator (mulberry32): the same seed gives the same numbers on
 * every machine, so the demo history and a simulator run can be repeated exactly.
 */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A number in [0, 1). */
    next,
    /** A whole number in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
};

export type SeededRandom = ReturnType<typeof seededRandom>;

/** A 16-digit card number that passes the Luhn check, from the generator. */
export const luhnCard = (random: SeededRandom, prefix = '2200') => {
  const digits = prefix.split('').map(Number);
  while (digits.length < 15) digits.push(random.int(0, 9));
  const sum = digits
    .slice()
    .reverse()
    .reduce((total, digit, index) => {
      if (index % 2 === 1) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
};

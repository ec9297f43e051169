import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totp, TOTP_STEP_SECONDS } from './totp.util';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('totp', () => {
  it.each(RFC_VECTORS)('matches the RFC 6238 value at t=%i', (seconds, expected) => {
    expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from('any secret bytes!');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts the previous, current and next step and nothing further', () => {
    const secret = base32Encode(RFC_KEY);
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 1000 / TOTP_STEP_SECONDS);
    const at = (offsetSteps: number) => totp(secret, now + offsetSteps * TOTP_STEP_SECONDS * 1000);
    expect(matchTotp(secret, at(-1), now)).toBe(step - 1);
    expect(matchTotp(secret, at(0), now)).toBe(step);
    expect(matchTotp(secret, at(1), now)).toBe(step + 1);
    expect(matchTotp(secret, at(2), now)).toBeNull();
    expect(matchTotp(secret, at(-2), now)).toBeNull();
  });
});

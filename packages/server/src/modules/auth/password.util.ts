import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's work factor as log2 N; OWASP: N=2^17, r=8, p=1. Production never goes below it. */
export const PASSWORD_HASH_COST = 17;
/** The lowest work factor a test or development machine may choose (`PASSWORD_HASH_COST`), and the highest (1 GiB a hash). */
export const PASSWORD_HASH_COST_RANGE = { min: 10, max: 20 } as const;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const optionsFor = (logN: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  maxmem: 128 * 2 ** logN * r * 2,
});

/**
 * Hashes with scrypt at a work factor (log2 N) and a random salt; the stored text carries its
 * parameters, so a hash made at one cost still verifies after the cost changes.
 */
export const hashPassword = async (password: string, cost: number = PASSWORD_HASH_COST) => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(cost, R, P));
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const dummyHash = (cost: number) => `scrypt$${cost}$${R}$${P}$${'A'.repeat(22)}$${'A'.repeat(86)}`;

/**
 * Whether the password is the one hashed. An unknown user (no stored hash) still costs one full
 * derivation at the current work factor, so timing does not reveal which names exist.
 */
export const verifyPassword = async (password: string, stored: string | null, cost: number = PASSWORD_HASH_COST) => {
  const [scheme, logN, r, p, salt, key] = (stored ?? dummyHash(cost)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), optionsFor(Number(logN), Number(r), Number(p)));
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
};

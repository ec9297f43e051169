import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP: scrypt with N=2^17, r=8, p=1.
const PARAMS = { logN: 17, r: 8, p: 1 } as const;
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

export const hashPassword = async (password: string) => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(PARAMS.logN, PARAMS.r, PARAMS.p));
  return ['scrypt', PARAMS.logN, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string | null) => {
  // An unknown user still costs one full derivation, so timing does not reveal which names exist.
  const [scheme, logN, r, p, salt, key] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), optionsFor(Number(logN), Number(r), Number(p)));
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
};

const DUMMY_HASH = `scrypt$${PARAMS.logN}$${PARAMS.r}$${PARAMS.p}$${'A'.repeat(22)}$${'A'.repeat(86)}`;

import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from './password.util';

describe('password hashing', () => {
  it('stores scrypt with the OWASP parameters and a random salt by default', async () => {
    expect(PASSWORD_HASH_COST).toBe(17);
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one or a missing hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await verifyPassword('correct horse', null)).toBe(false);
  });

  it('keeps the work factor in the hash, so a hash of another cost still verifies', async () => {
    const cheap = await hashPassword('correct horse', 12);
    expect(cheap).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horse', cheap, 13)).toBe(true);
    expect(await verifyPassword('Correct horse', cheap)).toBe(false);
  });
});

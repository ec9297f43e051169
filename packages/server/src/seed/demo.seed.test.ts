import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST, verifyPassword } from '../modules/auth/password.util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASHES } from './demo.seed';

describe('the demo passwords hashed ahead of time', () => {
  it('are one per demo account, at the default work factor, each verifying its own password and no other', async () => {
    expect(DEMO_PASSWORD_HASHES).toHaveLength(DEMO_ACCOUNTS.length);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const hash = DEMO_PASSWORD_HASHES[index]!;
      expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(PASSWORD_HASH_COST), '8', '1']);
      expect(await verifyPassword(account.password, hash)).toBe(true);
    }
    expect(await verifyPassword(DEMO_ACCOUNTS[1]!.password, DEMO_PASSWORD_HASHES[0]!)).toBe(false);
    expect(new Set(DEMO_PASSWORD_HASHES.map((hash) => hash.split('$')[4])).size).toBe(DEMO_ACCOUNTS.length);
  }, 60_000);
});

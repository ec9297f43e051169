import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the password hashing work factor', () => {
  it('is the OWASP one unless set', () => {
    expect(loadConfig({}, []).passwordHashCost).toBe(17);
    expect(loadConfig({ NODE_ENV: 'production' }, []).passwordHashCost).toBe(17);
  });

  it('may be lowered outside production only, and never out of its range', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }, []).passwordHashCost).toBe(12);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '12', NODE_ENV: 'production' }, [])).toThrow(/refused in production/);
    expect(loadConfig({ PASSWORD_HASH_COST: '18', NODE_ENV: 'production' }, []).passwordHashCost).toBe(18);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' }, [])).toThrow(/between 10 and 20/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' }, [])).toThrow(/between 10 and 20/);
  });
});

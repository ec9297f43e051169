import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionProblems } from './config-check';

describe('the password hashing work factor', () => {
  it('is the OWASP one unless set', () => {
    expect(loadConfig({}, []).passwordHashCost).toBe(17);
    expect(loadConfig({ NODE_ENV: 'production' }, []).passwordHashCost).toBe(17);
  });

  it('may be lowered outside production only, and never out of its range', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }, []).passwordHashCost).toBe(12);
    // Production refuses it at start and in --check-config (config-check.test.ts), with every other unsafe value.
    expect(productionProblems(loadConfig({ PASSWORD_HASH_COST: '12', NODE_ENV: 'production' }, []))).toContainEqual({
      variable: 'PASSWORD_HASH_COST',
      problem: expect.stringMatching(/below 17/) as unknown as string,
    });
    expect(loadConfig({ PASSWORD_HASH_COST: '18', NODE_ENV: 'production' }, []).passwordHashCost).toBe(18);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' }, [])).toThrow(/between 10 and 20/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' }, [])).toThrow(/between 10 and 20/);
  });
});

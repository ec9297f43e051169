import { describe, expect, it } from 'vitest';
import { unshownErrors } from './field-errors';

describe('unshownErrors', () => {
  it('leaves out the messages an input shows', () => {
    expect(
      unshownErrors({
        username: 'is already taken',
        'profile.fees.0.percentage': 'must not exceed 100',
        'profile.teamleads': 'only one teamlead can be the main one',
        'profile.teamleads.1.user_uuid': 'must be an agent',
      }),
    ).toEqual([]);
  });

  it('lists the others with their path', () => {
    expect(unshownErrors({ type: 'must be one of: admin', 'profile.fees.0': 'invalid' })).toEqual([
      'type: must be one of: admin',
      'profile.fees.0: invalid',
    ]);
  });
});

import { TERMINAL_STATUSES } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { adminActionsFor, canPair, traderPowerOf } from './terminal-status';

describe('terminal status actions', () => {
  it('offers an admin the approval of a paired terminal and of one they disabled', () => {
    expect(adminActionsFor('moderation')).toEqual(['moderate', 'disable', 'delete']);
    expect(adminActionsFor('disabled_by_admin')).toEqual(['moderate', 'delete']);
  });

  it('offers an admin to disable a terminal that works or waits to, and never one already off', () => {
    for (const status of ['pending', 'enabled', 'lost_connection'] as const) expect(adminActionsFor(status)).toEqual(['disable', 'delete']);
    for (const status of ['disabled', 'unassigned'] as const) expect(adminActionsFor(status)).toEqual(['delete']);
  });

  it("gives the trader's power switch only to an enabled terminal and one they switched off", () => {
    const powered = TERMINAL_STATUSES.filter((status) => traderPowerOf(status) !== null);
    expect(powered).toEqual(['disabled', 'enabled']);
    expect(traderPowerOf('enabled')).toBe('disable');
    expect(traderPowerOf('disabled')).toBe('enable');
    expect(traderPowerOf('disabled_by_admin')).toBeNull();
  });

  it('pairs only a terminal waiting for its phone', () => {
    expect(TERMINAL_STATUSES.filter(canPair)).toEqual(['unassigned']);
  });
});

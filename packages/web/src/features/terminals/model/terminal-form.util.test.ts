import { terminalBody, terminalUpdateBody } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { newTerminalValues, requisiteOptions, terminalFieldOf, toCreateBody, toUpdateBody } from './terminal-form.util';

const REQUISITE = '6a1f4f5e-3c1b-4d5e-9f00-2b7c0a9d1e11';

describe('terminal form', () => {
  it('sends a new terminal its trimmed name and requisites only, which the contract accepts', () => {
    const body = toCreateBody({ ...newTerminalValues(), name: '  Pixel 7 ', requisites: [REQUISITE] });
    expect(body).toEqual({ name: 'Pixel 7', requisites: [REQUISITE] });
    expect(terminalBody.safeParse(body).success).toBe(true);
  });

  it('sends an edit its pay-in, pay-out and automatic confirmation', () => {
    const body = toUpdateBody({ name: 'A', requisites: [REQUISITE], deposit_open: false, withdraw_open: true, auto_confirm: true });
    expect(body).toEqual({ name: 'A', requisites: [REQUISITE], deposit_open: false, withdraw_open: true, auto_confirm: true });
    expect(terminalUpdateBody.safeParse(body).success).toBe(true);
  });

  it('refuses a blank name and an empty requisite list before sending', () => {
    const result = terminalBody.safeParse(toCreateBody({ ...newTerminalValues(), name: '   ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['name', 'requisites']);
  });

  it('puts a refused requisite of the list under the select', () => {
    expect(terminalFieldOf('requisites.3')).toBe('requisites');
    expect(terminalFieldOf('name')).toBe('name');
  });

  it("keeps a terminal's linked requisite among the choices, once", () => {
    const options = requisiteOptions(
      [{ id: 'a', name: 'Card A' }],
      [
        { id: 'a', name: 'Card A' },
        { id: 'b', name: 'Card B' },
      ],
    );
    expect(options).toEqual([
      { value: 'a', label: 'Card A' },
      { value: 'b', label: 'Card B' },
    ]);
  });
});

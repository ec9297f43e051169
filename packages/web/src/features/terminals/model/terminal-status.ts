import type { MantineColor } from '@mantine/core';
import type { TerminalStatus } from '@paydesk/contract';

/** The dot and badge colour of each terminal status. */
const STATUS_COLORS: Record<TerminalStatus, MantineColor> = {
  enabled: 'green',
  pending: 'blue',
  moderation: 'yellow',
  unassigned: 'gray',
  disabled: 'gray',
  disabled_by_admin: 'red',
  lost_connection: 'orange',
};

export const terminalStatusColor = (status: TerminalStatus): MantineColor => STATUS_COLORS[status];

export type AdminTerminalAction = 'moderate' | 'disable' | 'delete';

/**
 * What an admin may do in each status: approve a paired terminal (or undo their own disabling),
 * stop one that works or waits to, and delete any.
 */
export const adminActionsFor = (status: TerminalStatus): AdminTerminalAction[] => [
  ...(status === 'moderation' || status === 'disabled_by_admin' ? (['moderate'] as const) : []),
  ...(['pending', 'enabled', 'lost_connection', 'moderation'].includes(status) ? (['disable'] as const) : []),
  'delete',
];

/** The trader's power switch: off while enabled, on again while they switched it off; absent otherwise. */
export const traderPowerOf = (status: TerminalStatus): 'disable' | 'enable' | null => {
  if (status === 'enabled') return 'disable';
  if (status === 'disabled') return 'enable';
  return null;
};

/** Only a terminal waiting for its phone can be paired. */
export const canPair = (status: TerminalStatus) => status === 'unassigned';

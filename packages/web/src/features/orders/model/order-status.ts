import type { MantineColor } from '@mantine/core';

/** The colour of each status the spec names (spec 001: colour mapping only). */
const STATUS_COLORS: Record<string, MantineColor> = {
  new: 'blue',
  'in-progress': 'yellow',
  'in progress': 'yellow',
  paid: 'green',
  done: 'teal',
  canceled: 'red',
  appeal: 'orange',
  dispute: 'orange',
  open: 'orange',
  rejected: 'gray',
  resolved: 'green',
};

export const orderStatusColor = (slug: string): MantineColor => STATUS_COLORS[slug] ?? 'gray';

/** Open orders: the trader may confirm them, an admin may cancel them. */
export const isOpen = (slug: string) => slug === 'new' || slug === 'in-progress';

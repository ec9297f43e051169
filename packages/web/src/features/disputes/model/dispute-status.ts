import type { MantineColor } from '@mantine/core';
import type { DisputeStatus } from '@paydesk/contract';

export const DISPUTE_STATUS_COLORS: Record<DisputeStatus, MantineColor> = { open: 'orange', resolved: 'green', rejected: 'gray' };

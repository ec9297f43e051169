import type { WalletTransaction } from '@paydesk/contract';

type Status = WalletTransaction['status']['slug'];

const COLORS: Record<Status, string> = {
  pending: 'yellow',
  credited: 'green',
  moderation: 'orange',
  approved: 'blue',
  completed: 'green',
  rejected: 'red',
  failed: 'red',
};

export const statusColor = (status: Status) => COLORS[status];

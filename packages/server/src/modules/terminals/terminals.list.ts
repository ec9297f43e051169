import {
  NOTIFICATION_OUTCOMES,
  TERMINAL_STATUSES,
  type DeviceInfo,
  type NotificationOutcome,
  type TerminalStatus,
} from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';

export type TerminalListRow = {
  id: string;
  user_id: string;
  username: string;
  email: string | null;
  name: string;
  status: TerminalStatus;
  deposit_open: boolean;
  withdraw_open: boolean;
  auto_confirm: boolean;
  device: DeviceInfo | null;
  battery: number | null;
  network: string | null;
  last_seen_at: Date | null;
  has_forwarder: boolean;
  created_at: Date;
};

/** The terminals on screen: every one for admins (the devices table), the trader's own on their page. */
export const terminalsListSpec = (ownerId: string | null): ListSpec => ({
  select: `t.id, t.user_id, u.username, u.email, t.name, t.status, t.deposit_open, t.withdraw_open, t.auto_confirm, t.device, t.battery,
           t.network, t.last_seen_at, t.forwarder_hash IS NOT NULL AS has_forwarder, t.created_at`,
  from: 'terminals t JOIN users u ON u.id = t.user_id',
  where: ['t.deleted_at IS NULL', ...(ownerId ? ['t.user_id = $1'] : [])],
  params: ownerId ? [ownerId] : [],
  filters: [
    { field: 'id', type: 'string', column: 't.id::text', match: 'exact', description: filterLabel('id') },
    { field: 'name', type: 'string', column: 't.name', description: filterLabel('name') },
    {
      field: 'status',
      type: 'enum',
      column: 't.status',
      match: 'exact',
      description: filterLabel('status'),
      values: (lang) => TERMINAL_STATUSES.map((slug) => ({ slug, title: messages(lang).terminalStatuses[slug] })),
    },
    ...(ownerId ? [] : [{ field: 'username', type: 'string' as const, column: 'u.username', description: filterLabel('trader') }]),
  ],
  sorts: { name: 'lower(t.name)', created_at: 't.created_at', status: 't.status' },
  defaultOrder: 't.created_at DESC, t.id DESC',
  tiebreak: 't.id',
});

export type NotificationListRow = {
  id: string;
  terminal_id: string;
  terminal_name: string;
  order_id: string | null;
  source: string;
  title: string | null;
  body: string;
  bank: string | null;
  kind: string | null;
  amount: string | null;
  currency: string | null;
  payer: string | null;
  tail: string | null;
  balance: string | null;
  template_id: string | null;
  outcome: NotificationOutcome;
  received_at: Date;
  created_at: Date;
};

/** Notifications on screen: of one terminal, of a trader's terminals, or all of them for admins. */
export const notificationsListSpec = (scope: { terminalId?: string; ownerId?: string }): ListSpec => {
  const where: string[] = [];
  const params: unknown[] = [];
  if (scope.terminalId) where.push(`n.terminal_id = $${params.push(scope.terminalId)}`);
  if (scope.ownerId) where.push(`n.user_id = $${params.push(scope.ownerId)}`);
  return {
    select: `n.id, n.terminal_id, t.name AS terminal_name, n.order_id, n.source, n.title, n.body, n.bank, n.kind, n.amount, n.currency,
             n.payer, n.tail, n.balance, n.template_id, n.outcome, n.received_at, n.created_at`,
    from: 'terminal_notifications n JOIN terminals t ON t.id = n.terminal_id',
    where,
    params,
    filters: [
      {
        field: 'outcome',
        type: 'enum',
        column: 'n.outcome',
        match: 'exact',
        description: filterLabel('status'),
        values: (lang) => NOTIFICATION_OUTCOMES.map((slug) => ({ slug, title: messages(lang).notificationOutcomes[slug] })),
      },
      { field: 'source', type: 'string', column: 'n.source', description: filterLabel('source') },
      { field: 'order', type: 'string', column: 'n.order_id::text', match: 'exact', description: filterLabel('orderId') },
    ],
    sorts: { received_at: 'n.received_at', created_at: 'n.created_at' },
    defaultOrder: 'n.created_at DESC, n.id DESC',
    tiebreak: 'n.id',
  };
};

export type ManualTraderRow = { id: string; username: string; email: string | null; without_terminal: boolean };

/** Every trader, with whether an admin lets them confirm payments by hand (work without a terminal). */
export const MANUAL_TRADERS_LIST: ListSpec = {
  select: 'u.id, u.username, u.email, m.user_id IS NOT NULL AS without_terminal',
  from: 'users u LEFT JOIN manual_confirmation_traders m ON m.user_id = u.id',
  where: [`u.type = 'trader'`],
  filters: [
    { field: 'id', type: 'string', column: 'u.id', match: 'exact', description: filterLabel('id') },
    { field: 'username', type: 'string', column: 'u.username', description: filterLabel('trader') },
  ],
  sorts: { username: 'lower(u.username)' },
  defaultOrder: 'lower(u.username), u.id',
  tiebreak: 'u.id',
};

import type { Language, Terminal, TerminalNotification } from '@paydesk/contract';
import { messages } from '../../http/messages';
import type { NotificationListRow, TerminalListRow } from './terminals.list';

export type LinkedRequisite = { id: string; name: string };

export const isOnline = (row: { status: string; last_seen_at: Date | null }, timeoutSeconds: number, now = Date.now()) =>
  row.status === 'enabled' && row.last_seen_at !== null && now - row.last_seen_at.getTime() <= timeoutSeconds * 1000;

export const toTerminal = (row: TerminalListRow, requisites: LinkedRequisite[], lang: Language, timeoutSeconds: number): Terminal => ({
  guid: row.id,
  name: row.name,
  status: { slug: row.status, title: messages(lang).terminalStatuses[row.status] },
  is_online: isOnline(row, timeoutSeconds),
  deposit_open: row.deposit_open,
  withdraw_open: row.withdraw_open,
  auto_confirm: row.auto_confirm,
  user: { uuid: row.user_id, username: row.username, email: row.email ?? '' },
  requisites,
  device: row.device,
  battery: row.battery,
  network: row.network,
  last_seen_at: row.last_seen_at?.toISOString() ?? null,
  has_forwarder: row.has_forwarder,
  created_at: row.created_at.toISOString(),
});

export const toTerminalNotification = (row: NotificationListRow, lang: Language): TerminalNotification => {
  const text = messages(lang);
  const kind = (row.kind ?? 'none') as keyof typeof text.notificationKinds;
  return {
    id: row.id,
    terminal: { guid: row.terminal_id, name: row.terminal_name },
    orderGuid: row.order_id,
    source: row.source,
    title: row.title,
    type: { slug: row.outcome, title: text.notificationOutcomes[row.outcome] },
    body: row.body,
    payload: {
      operationType: { slug: row.kind, title: text.notificationKinds[kind] ?? row.kind ?? '' },
      amount: row.amount,
      currency: { code: row.currency },
    },
    read: {
      bank: row.bank,
      kind: row.kind,
      amount: row.amount,
      currency: row.currency,
      payer: row.payer,
      tail: row.tail,
      balance: row.balance,
      template: row.template_id,
    },
    received_at: row.received_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
};

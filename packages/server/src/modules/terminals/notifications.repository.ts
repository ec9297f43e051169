import type { NotificationOutcome } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type StoredNotification = {
  id: string;
  device_item_id: string;
  bank: string | null;
  kind: string | null;
  amount: string | null;
  currency: string | null;
  payer: string | null;
  tail: string | null;
  balance: string | null;
  template_id: string | null;
  outcome: NotificationOutcome;
  order_id: string | null;
};

const COLUMNS = 'id, device_item_id, bank, kind, amount, currency, payer, tail, balance, template_id, outcome, order_id';

export type NewNotification = Omit<StoredNotification, 'outcome' | 'order_id'> & {
  terminal_id: string;
  user_id: string;
  source: string;
  title: string | null;
  body: string;
  received_at: Date;
};

/** The notification already stored under the phone's id, if this is a repeated delivery. */
export const findStored = async (sql: Sql, terminalId: string, deviceItemId: string) =>
  (
    await sql.query<StoredNotification>(`SELECT ${COLUMNS} FROM terminal_notifications WHERE terminal_id = $1 AND device_item_id = $2`, [
      terminalId,
      deviceItemId,
    ])
  )[0];

/** Stores a notification once: a repeated delivery (even a concurrent one) answers null and changes nothing. */
export const insertNotification = async (sql: Sql, row: NewNotification, outcome: NotificationOutcome, orderId: string | null) =>
  (
    await sql.query<StoredNotification>(
      `INSERT INTO terminal_notifications (id, terminal_id, user_id, device_item_id, source, title, body, received_at, bank, kind, amount,
                                           currency, payer, tail, balance, template_id, outcome, order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       ON CONFLICT (terminal_id, device_item_id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        row.id,
        row.terminal_id,
        row.user_id,
        row.device_item_id,
        row.source,
        row.title,
        row.body,
        row.received_at,
        row.bank,
        row.kind,
        row.amount,
        row.currency,
        row.payer,
        row.tail,
        row.balance,
        row.template_id,
        outcome,
        orderId,
      ],
    )
  )[0] ?? null;

/** A live terminal's sign of life: a notification counts as a heartbeat. */
export const touchTerminal = (sql: Sql, id: string) =>
  sql.query<{ status: string }>(
    `UPDATE terminals SET last_seen_at = now(), status = CASE WHEN status IN ('pending', 'lost_connection') THEN 'enabled' ELSE status END
      WHERE id = $1 RETURNING status`,
    [id],
  );

export const setOutcome = async (sql: Sql, id: string, outcome: NotificationOutcome, orderId: string | null) =>
  (
    await sql.query<StoredNotification>(
      `UPDATE terminal_notifications SET outcome = $2, order_id = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, outcome, orderId],
    )
  )[0]!;

import type { OrderStatus } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import type { ReasonParams } from './order-reasons';
import { ORDER_LIST_FROM, orderListSelect, scopeCondition, type OrderListRow, type OrderScope } from './orders.list';
import { UNPROCESSED_FROM, UNPROCESSED_SELECT, type UnprocessedRow } from './unprocessed.list';

/** One order as its list row, when the scope may see it. */
export const orderInScope = async (sql: Sql, scope: OrderScope, id: string) => {
  const { where, params } = scopeCondition(scope);
  const conditions = [...where, `o.id = $${params.length + 1}`];
  const [row] = await sql.query<OrderListRow>(
    `SELECT ${orderListSelect(scope)} FROM ${ORDER_LIST_FROM} WHERE ${conditions.join(' AND ')}`,
    [...params, id],
  );
  return row;
};

export type HistoryRow = {
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_id: string | null;
  actor_username: string | null;
  job: string | null;
  reason: string | null;
  reason_code: string | null;
  reason_params: ReasonParams | null;
  created_at: Date;
};

/** The order's transitions, oldest first, with who made each. */
export const orderHistory = (sql: Sql, orderId: string) =>
  sql.query<HistoryRow>(
    `SELECT h.from_status, h.to_status, h.actor_id, u.username AS actor_username, h.job, h.reason, h.reason_code, h.reason_params, h.created_at
       FROM order_history h LEFT JOIN users u ON u.id = h.actor_id
      WHERE h.order_id = $1 ORDER BY h.created_at, h.id`,
    [orderId],
  );

export type LedgerLegRow = {
  id: string;
  kind: string;
  currency: string;
  amount: string;
  created_at: Date;
  debit_part: string;
  debit_user: string | null;
  debit_partner: string | null;
  credit_part: string;
  credit_user: string | null;
  credit_partner: string | null;
};

/** The ledger transfers posted for the order (hold, settlement, release), in the order they were posted. */
export const orderLedgerLegs = (sql: Sql, orderId: string) =>
  sql.query<LedgerLegRow>(
    `SELECT lt.id, lt.kind, lt.currency, lt.amount::text, lt.created_at,
            da.part AS debit_part, du.username AS debit_user, dp.title AS debit_partner,
            ca.part AS credit_part, cu.username AS credit_user, cp.title AS credit_partner
       FROM ledger_transfers lt
       JOIN ledger_accounts da ON da.id = lt.debit_account_id
       JOIN ledger_accounts ca ON ca.id = lt.credit_account_id
       LEFT JOIN users du ON du.id = da.owner_id LEFT JOIN partner_systems dp ON dp.slug = da.partner_slug
       LEFT JOIN users cu ON cu.id = ca.owner_id LEFT JOIN partner_systems cp ON cp.slug = ca.partner_slug
      WHERE lt.reference_type = 'order' AND lt.reference_id = $1
      ORDER BY lt.created_at, lt.id`,
    [orderId],
  );

export const unprocessedById = async (sql: Sql, id: string) =>
  (await sql.query<UnprocessedRow>(`SELECT ${UNPROCESSED_SELECT} FROM ${UNPROCESSED_FROM} WHERE u.id = $1`, [id]))[0];

/** Names of the executors and flows an unprocessed order's attempts name. */
export const attemptNames = async (sql: Sql, traderIds: string[], partnerSlugs: string[], flowIds: string[]) => {
  const [traders, partners, flows] = await Promise.all([
    sql.query<{ id: string; name: string }>('SELECT id, username AS name FROM users WHERE id = ANY($1::uuid[])', [traderIds]),
    sql.query<{ id: string; name: string }>('SELECT slug AS id, title AS name FROM partner_systems WHERE slug = ANY($1::text[])', [
      partnerSlugs,
    ]),
    sql.query<{ id: string; name: string }>('SELECT id, name FROM flows WHERE id = ANY($1::uuid[])', [flowIds]),
  ]);
  const map = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { traders: map(traders), partners: map(partners), flows: map(flows) };
};

export type OrderNotificationRow = {
  id: string;
  terminal_id: string;
  terminal_name: string;
  source: string;
  title: string | null;
  body: string;
  outcome: string;
  received_at: Date;
};

/** The bank notifications a terminal matched to the order, oldest first. */
export const orderNotifications = (sql: Sql, orderId: string) =>
  sql.query<OrderNotificationRow>(
    `SELECT n.id, n.terminal_id, t.name AS terminal_name, n.source, n.title, n.body, n.outcome, n.received_at
       FROM terminal_notifications n JOIN terminals t ON t.id = n.terminal_id
      WHERE n.order_id = $1 ORDER BY n.created_at, n.id`,
    [orderId],
  );

import {
  ORDER_DIRECTIONS,
  ORDER_STATUSES,
  STAGE_STATUSES,
  type OrderDirection,
  type OrderStage,
  type OrderStatus,
} from '@paydesk/contract';
import type { Sql } from '../../db/db';
import type { ListSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';
import type { PaymentDetails } from './orders.repository';

/** Whose orders a list shows: everybody's (admins), or one trader's, merchant's or partner's systems'. */
export type OrderScope =
  | { role: 'admin' }
  | { role: 'trader'; userId: string }
  | { role: 'merchant'; userId: string }
  | { role: 'partner'; partnerSlugs: string[] };

export type OrderListRow = {
  id: string;
  merchant_order_id: string;
  direction: OrderDirection;
  status: OrderStatus;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  fiat_currency: string;
  fiat_amount: string;
  crypto_currency: string;
  crypto_name: string | null;
  crypto_amount: string;
  paid_fiat_amount: string | null;
  requested_fiat_amount: string | null;
  paid_crypto_amount: string | null;
  trader_id: string | null;
  trader_username: string | null;
  partner_slug: string | null;
  partner_title: string | null;
  merchant_id: string;
  merchant_username: string;
  flow_id: string;
  flow_name: string;
  payment_details: PaymentDetails;
  rate: string;
  requisite_id: string | null;
  requisite_name: string | null;
  /** Admins only: the terminals that matched the order or could have (see `ORDER_DEVICES`). */
  devices: { guid: string; name: string; matched: boolean }[] | null;
};

const ORDER_LIST_SELECT = `o.id, o.merchant_order_id, o.direction, o.status, o.created_at, o.updated_at, o.expires_at,
  o.fiat_currency, o.fiat_amount::text, o.crypto_currency, cc.name AS crypto_name, o.crypto_amount::text,
  o.paid_fiat_amount::text, o.paid_crypto_amount::text, o.requested_fiat_amount::text, o.trader_id, t.username AS trader_username, o.partner_slug,
  p.title AS partner_title, o.merchant_id, m.username AS merchant_username, o.flow_id, f.name AS flow_name, o.payment_details,
  o.rate::text, o.requisite_id, r.name AS requisite_name`;

// Every join is LEFT (the foreign keys guarantee the rows): the page's count then reads the orders index alone.
export const ORDER_LIST_FROM = `orders o LEFT JOIN users m ON m.id = o.merchant_id LEFT JOIN users t ON t.id = o.trader_id
  LEFT JOIN partner_systems p ON p.slug = o.partner_slug LEFT JOIN flows f ON f.id = o.flow_id
  LEFT JOIN currencies cc ON cc.code = o.crypto_currency LEFT JOIN requisites r ON r.id = o.requisite_id`;

/**
 * The trader's terminals of an order (`id`, `matched`): the ones whose bank notification names the
 * order (matched it, or holds it for a click or a review), and the ones that could match it: a
 * pay-in's by the requisite they are linked to, a pay-out's by the trader's terminals with pay-out
 * open. A deleted terminal is kept only when it matched.
 */
const DEVICE_SOURCES = `SELECT n.terminal_id AS id, n.outcome = 'matched' AS matched FROM terminal_notifications n WHERE n.order_id = o.id
  UNION ALL SELECT tr.terminal_id, false FROM terminal_requisites tr WHERE o.direction = 'pay_in' AND tr.requisite_id = o.requisite_id
  UNION ALL SELECT w.id, false FROM terminals w
             WHERE o.direction = 'pay_out' AND w.user_id = o.trader_id AND w.withdraw_open AND w.deleted_at IS NULL`;

const ORDER_DEVICES = `(SELECT COALESCE(json_agg(json_build_object('guid', d.id, 'name', d.name, 'matched', d.matched) ORDER BY d.matched DESC, d.name, d.id), '[]'::json)
  FROM (SELECT tm.id, tm.name, bool_or(src.matched) AS matched FROM (${DEVICE_SOURCES}) src JOIN terminals tm ON tm.id = src.id
         WHERE src.matched OR tm.deleted_at IS NULL GROUP BY tm.id, tm.name) d)`;

/** One order's row for the scope: only admins get the devices. */
export const orderListSelect = (scope: OrderScope) =>
  `${ORDER_LIST_SELECT}, ${scope.role === 'admin' ? ORDER_DEVICES : 'NULL::json'} AS devices`;

/**
 * The devices of a page of orders, read after the page: in the list's own SELECT the lookup would
 * run for every row the page skips over too (page 50 reads a thousand).
 */
export const devicesOfOrders = async (sql: Sql, ids: string[]) =>
  new Map(
    (
      await sql.query<{ id: string; devices: OrderListRow['devices'] }>(
        `SELECT o.id, ${ORDER_DEVICES} AS devices FROM orders o WHERE o.id = ANY($1::uuid[])`,
        [ids],
      )
    ).map((row) => [row.id, row.devices]),
  );

/** A terminal given by its id or a part of its name, case-insensitive. */
const terminalNamed = (value: string, alias: string) =>
  `(${alias}.id::text = ${value} OR strpos(lower(${alias}.name), lower(${value})) > 0)`;

/** Orders one of whose devices (as `ORDER_DEVICES` lists them) is the terminal named. */
const devicesCondition = (
  value: string,
) => `(o.id IN (SELECT n.order_id FROM terminal_notifications n JOIN terminals tm ON tm.id = n.terminal_id
      WHERE n.order_id IS NOT NULL AND (n.outcome = 'matched' OR tm.deleted_at IS NULL) AND ${terminalNamed(value, 'tm')})
  OR (o.direction = 'pay_in' AND o.requisite_id IN (SELECT tr.requisite_id FROM terminal_requisites tr JOIN terminals tm ON tm.id = tr.terminal_id
      WHERE tm.deleted_at IS NULL AND ${terminalNamed(value, 'tm')}))
  OR (o.direction = 'pay_out' AND o.trader_id IN (SELECT tm.user_id FROM terminals tm
      WHERE tm.withdraw_open AND tm.deleted_at IS NULL AND ${terminalNamed(value, 'tm')})))`;

/** Orders whose trader has the team lead named (by id or a part of the username), main or not. */
const teamleadCondition = (
  value: string,
) => `o.trader_id IN (SELECT l.trader_id FROM trader_teamleads l JOIN users lu ON lu.id = l.teamlead_id
  WHERE lu.id::text = ${value} OR strpos(lower(lu.username), lower(${value})) > 0)`;

/** The scope's condition, its parameters first in the query. */
export const scopeCondition = (scope: OrderScope): { where: string[]; params: unknown[] } => {
  switch (scope.role) {
    case 'admin':
      return { where: [], params: [] };
    case 'trader':
      return { where: ['o.trader_id = $1'], params: [scope.userId] };
    case 'merchant':
      return { where: ['o.merchant_id = $1'], params: [scope.userId] };
    case 'partner':
      return { where: ['o.partner_slug = ANY($1::text[])'], params: [scope.partnerSlugs] };
  }
};

const statusesOf = (stage: OrderStage | null): readonly OrderStatus[] => (stage ? STAGE_STATUSES[stage] : ORDER_STATUSES);

// The fiat amount as the decimal people type: minor units over the currency's scale.
const FIAT_DECIMAL = `(o.fiat_amount::numeric / CASE o.fiat_currency WHEN 'USDT' THEN 1000000 ELSE 100 END)`;

/**
 * The order lists of the back-office: one spec for every role, narrowed by the scope and by the
 * screen's stage (active or history). Admins also filter by merchant, executor and flow.
 */
export const ordersListSpec = (scope: OrderScope, stage: OrderStage | null): ListSpec => {
  const { where, params } = scopeCondition(scope);
  const statuses = statusesOf(stage);
  return {
    // The devices come after the page (`devicesOfOrders`).
    select: `${ORDER_LIST_SELECT}, NULL::json AS devices`,
    from: ORDER_LIST_FROM,
    where: [...where, ...(stage ? [`o.status IN (${statuses.map((status) => `'${status}'`).join(', ')})`] : [])],
    params,
    filters: [
      {
        field: 'direction',
        type: 'enum',
        column: 'o.direction',
        description: filterLabel('direction'),
        values: (lang) => ORDER_DIRECTIONS.map((slug) => ({ slug, title: messages(lang).orderDirections[slug] })),
      },
      {
        field: 'status',
        type: 'enum',
        column: 'o.status',
        description: filterLabel('status'),
        // An order in dispute is listed, but found through the APPEALS tab: the filter does not offer it (spec 001).
        values: (lang) =>
          statuses.filter((slug) => slug !== 'dispute').map((slug) => ({ slug, title: messages(lang).orderStatuses[slug] })),
      },
      { field: 'id', type: 'string', column: 'o.id', match: 'exact', description: filterLabel('orderId') },
      {
        field: 'merchant_order_id',
        type: 'string',
        column: 'o.merchant_order_id',
        match: 'exact',
        description: filterLabel('merchantOrderId'),
      },
      { field: 'amount', type: 'number', column: FIAT_DECIMAL, description: filterLabel('amount') },
      { field: 'created_at', type: 'datetime', column: 'o.created_at', description: filterLabel('created') },
      ...(scope.role === 'admin'
        ? [
            { field: 'merchant', type: 'string' as const, column: 'm.username', description: filterLabel('merchant') },
            { field: 'executor', type: 'string' as const, column: 'COALESCE(t.username, p.title)', description: filterLabel('executor') },
            { field: 'flow', type: 'string' as const, column: 'f.name', description: filterLabel('flow') },
            {
              field: 'payment_type',
              type: 'string' as const,
              column: 'o.payment_type',
              match: 'exact' as const,
              description: filterLabel('paymentType'),
            },
            { field: 'devices', type: 'string' as const, column: 'o.id', condition: devicesCondition, description: filterLabel('devices') },
            {
              field: 'teamlead',
              type: 'string' as const,
              column: 'o.trader_id',
              condition: teamleadCondition,
              description: filterLabel('teamlead'),
            },
            {
              field: 'search',
              type: 'string' as const,
              column: 'o.id',
              // An order's id, the merchant's id for it, or any part of its payment details (a card, a phone).
              condition: (value: string) =>
                `(o.id::text = ${value} OR o.merchant_order_id = ${value} OR strpos(lower(o.payment_details::text), lower(${value})) > 0)`,
              description: filterLabel('search'),
            },
          ]
        : []),
    ],
    sorts: { created_at: 'o.created_at', amount: 'o.fiat_amount', status: 'o.status' },
    defaultOrder: 'o.created_at DESC, o.id DESC',
    tiebreak: 'o.id',
  };
};

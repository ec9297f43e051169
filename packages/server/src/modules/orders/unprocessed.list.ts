import { ORDER_DIRECTIONS } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';

export type UnprocessedRow = {
  id: string;
  merchant_id: string;
  merchant_username: string;
  merchant_order_id: string;
  direction: string;
  amount: string;
  currency: string;
  payload: Record<string, unknown>;
  reason: string;
  attempts: { executor_id: string; flow_id: string; trader_id: string | null; partner_slug: string | null; reason: string }[];
  created_at: Date;
};

export const UNPROCESSED_SELECT = `u.id, u.merchant_id, m.username AS merchant_username, u.merchant_order_id, u.direction, u.amount,
  u.currency, u.payload, u.reason, u.attempts, u.created_at`;
export const UNPROCESSED_FROM = 'unprocessed_orders u LEFT JOIN users m ON m.id = u.merchant_id';

/** The unprocessed orders (admins): what the merchant asked for and why no executor took it. */
export const unprocessedListSpec: ListSpec = {
  select: UNPROCESSED_SELECT,
  from: UNPROCESSED_FROM,
  filters: [
    {
      field: 'direction',
      type: 'enum',
      column: 'u.direction',
      description: filterLabel('direction'),
      values: (lang) => ORDER_DIRECTIONS.map((slug) => ({ slug, title: messages(lang).orderDirections[slug] })),
    },
    { field: 'merchant', type: 'string', column: 'm.username', description: filterLabel('merchant') },
    {
      field: 'merchant_order_id',
      type: 'string',
      column: 'u.merchant_order_id',
      match: 'exact',
      description: filterLabel('merchantOrderId'),
    },
    { field: 'reason', type: 'string', column: 'u.reason', description: filterLabel('reason') },
    { field: 'created_at', type: 'datetime', column: 'u.created_at', description: filterLabel('created') },
  ],
  sorts: { date: 'u.created_at', created_at: 'u.created_at' },
  defaultOrder: 'u.created_at DESC, u.id DESC',
  tiebreak: 'u.id',
};

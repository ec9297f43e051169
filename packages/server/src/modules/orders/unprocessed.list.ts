import { ORDER_DIRECTIONS } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';
import { describeReason, type ReasonCode, type ReasonParams } from './order-reasons';
import type { UnprocessedAttempt } from './orders.repository';

/** The reasons an order ends up unprocessed: a refused request, or each way an executor passes it over. */
const UNPROCESSED_REASONS: ReasonCode[] = [
  'invalid_request',
  'no_flow',
  'rate_unavailable',
  'partner_unavailable',
  'trader_inactive',
  'insurance_unpaid',
  'direction_closed',
  'no_fee',
  'no_requisite',
  'requisite_restricted',
  'same_amount_open',
  'trader_restricted',
  'insufficient_balance',
];

export type UnprocessedRow = {
  id: string;
  merchant_id: string;
  merchant_username: string;
  merchant_order_id: string;
  direction: string;
  amount: string;
  currency: string;
  payload: Record<string, unknown>;
  /** The refusal's words when it was written before reasons were codes. */
  reason: string | null;
  reason_codes: string[];
  reason_params: ReasonParams | null;
  attempts: (UnprocessedAttempt & { reason?: string })[];
  created_at: Date;
};

export const UNPROCESSED_SELECT = `u.id, u.merchant_id, m.username AS merchant_username, u.merchant_order_id, u.direction, u.amount,
  u.currency, u.payload, u.reason, u.reason_codes, u.reason_params, u.attempts, u.created_at`;
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
    {
      field: 'reason',
      type: 'enum',
      column: 'u.reason_codes',
      condition: (placeholder) => `${placeholder} = ANY(u.reason_codes)`,
      description: filterLabel('reason'),
      values: (lang) => UNPROCESSED_REASONS.map((code) => ({ slug: code, title: describeReason({ code }, lang) })),
    },
    { field: 'created_at', type: 'datetime', column: 'u.created_at', description: filterLabel('created') },
  ],
  sorts: { date: 'u.created_at', created_at: 'u.created_at' },
  defaultOrder: 'u.created_at DESC, u.id DESC',
  tiebreak: 'u.id',
};

import { z } from 'zod';
import { listOf, listQuerySchema, LOOKUP_PER_PAGE } from '../common/list';
import { defineRoute, rolesOnly } from '../common/route';
import { ORDER_DIRECTIONS, ORDER_STATUSES, orderIdParams } from './orders';

/**
 * Which screen a list serves: `active` (new and in-progress) or `history` (the rest), and the
 * deals screen's tabs `completed` (paid, done) and `canceled`. Sent as `filter[stage]` beside
 * `filter[direction]`; the status filter offers only the stage's statuses.
 */
export const ORDER_STAGES = ['active', 'history', 'completed', 'canceled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export const STAGE_STATUSES = {
  active: ['new', 'in-progress'],
  history: ['paid', 'done', 'canceled', 'dispute'],
  completed: ['paid', 'done'],
  canceled: ['canceled'],
} as const satisfies Record<OrderStage, readonly (typeof ORDER_STATUSES)[number][]>;

/** Webhook resend is offered on these statuses only (spec 001). */
export const RESENDABLE_STATUSES = ['canceled', 'paid'] as const;

const fiatMoney = z.object({ amount: z.string(), currency: z.object({ code: z.string() }) });
const cryptoMoney = z.object({ amount: z.string(), currency: z.object({ code: z.string(), name: z.string() }) });

/** An order as the back-office shows it (spec 001, the order entity); admin-only parts are null for others. */
export const orderSchema = z.object({
  guid: z.string(),
  merchant_order_id: z.string(),
  direction: z.enum(ORDER_DIRECTIONS),
  status: z.object({ slug: z.enum(ORDER_STATUSES), title: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
  fiat_money: fiatMoney,
  crypto_money: cryptoMoney,
  /** What was actually received when it differs from the asked amount. */
  paid_fiat_money: fiatMoney.nullable(),
  /** What the merchant asked, when the engine adjusted the amount to pay (`fiat_money`). */
  requested_fiat_money: fiatMoney.nullable(),
  paid_crypto_money: cryptoMoney.nullable(),
  /** Admins only. */
  executor: z
    .object({
      type: z.object({ slug: z.enum(['trader', 'partner']) }),
      trader: z.object({ uuid: z.string(), username: z.string() }).nullable(),
      partner: z.object({ slug: z.string(), title: z.string() }).nullable(),
    })
    .nullable(),
  /** Admins only. */
  merchant: z.object({ uuid: z.string(), username: z.string() }).nullable(),
  /** Admins only. */
  flow: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  /**
   * Admins only: the trader's terminals that matched the order (`matched`) or could match it (linked
   * to a pay-in's requisite; a pay-out's trader's terminals with pay-out open), matched first.
   */
  devices: z.array(z.object({ guid: z.string(), name: z.string(), matched: z.boolean() })).nullable(),
  /**
   * Admins and traders: where the customer pays (pay-in) or is paid (pay-out), every field needed
   * to send the money; a field the payment option lacks is null.
   */
  payment_details: z
    .object({
      payment_type: z.string(),
      /** The bank's catalogue slug (`sberbank`). */
      bank: z.string().nullable(),
      /** The bank's name in the caller's language. */
      bank_name: z.string().nullable(),
      holder: z.string().nullable(),
      recipient: z.string().nullable(),
      card_number: z.string().nullable(),
      phone: z.string().nullable(),
      account_number: z.string().nullable(),
      bik: z.string().nullable(),
      correspondent_account: z.string().nullable(),
    })
    .nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderHistoryEntrySchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.object({ uuid: z.string(), username: z.string() }).nullable(),
  /** The job that moved it (expiry, closing), when no person did. */
  job: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

const ledgerSide = z.object({
  /** `user`, `partner` or `system`. */
  kind: z.enum(['user', 'partner', 'system']),
  name: z.string(),
  part: z.string(),
});

/** One ledger transfer of the order's hold or settlement (admins). */
export const orderLedgerLegSchema = z.object({
  id: z.string(),
  kind: z.string(),
  amount: z.object({ amount: z.string(), currency: z.object({ code: z.string() }) }),
  from: ledgerSide,
  to: ledgerSide,
  created_at: z.string(),
});
export type OrderLedgerLeg = z.infer<typeof orderLedgerLegSchema>;

/** An order's details: the list row plus its state history, requisite, rate and (admins) ledger legs. */
export const orderDetailsSchema = orderSchema.extend({
  rate: z.string(),
  requisite: z.object({ id: z.string(), name: z.string() }).nullable(),
  history: z.array(orderHistoryEntrySchema),
  ledger: z.array(orderLedgerLegSchema).nullable(),
  /** The bank notifications a terminal matched to this order: the text that confirmed it, or waits for a click. */
  notifications: z.array(
    z.object({
      id: z.string(),
      terminal: z.object({ guid: z.string(), name: z.string() }),
      source: z.string(),
      title: z.string().nullable(),
      body: z.string(),
      outcome: z.string(),
      received_at: z.string(),
    }),
  ),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** An order no executor could take (spec 001, unprocessed). */
export const unprocessedOrderSchema = z.object({
  id: z.string(),
  date: z.string(),
  payload: z.object({ direction: z.string(), amount: z.string(), currency: z.string() }),
  amount: z.object({ amount: z.string(), currency: z.object({ code: z.string() }) }),
  merchant_uuid: z.string(),
  merchant: z.object({ uuid: z.string(), username: z.string() }),
  merchant_order_id: z.string(),
  reason: z.string(),
});
export type UnprocessedOrder = z.infer<typeof unprocessedOrderSchema>;

export const unprocessedDetailsSchema = unprocessedOrderSchema.extend({
  attempts: z.array(
    z.object({
      executor: z.object({ type: z.enum(['trader', 'partner']), name: z.string() }),
      flow: z.object({ uuid: z.string(), name: z.string() }).nullable(),
      reason: z.string(),
    }),
  ),
});
export type UnprocessedDetails = z.infer<typeof unprocessedDetailsSchema>;

/** The unprocessed list takes `per_page` (spec 001); it stands for `count` when both are sent. */
export const unprocessedQuerySchema = listQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(LOOKUP_PER_PAGE).optional(),
});

const orderList = listOf(orderSchema);

/** The back-office order lists of spec 001 (`GET /{role}/order`), details and the unprocessed list. */
export const orderListRoutes = {
  list: defineRoute({ method: 'GET', path: '/order', access: rolesOnly('admin'), query: listQuerySchema, response: orderList }),
  merchantList: defineRoute({
    method: 'GET',
    path: '/merchant/order',
    access: rolesOnly('merchant'),
    query: listQuerySchema,
    response: orderList,
  }),
  traderList: defineRoute({
    method: 'GET',
    path: '/trader/order',
    access: rolesOnly('trader'),
    query: listQuerySchema,
    response: orderList,
  }),
  partnerList: defineRoute({
    method: 'GET',
    path: '/partner/order',
    access: rolesOnly('partner'),
    query: listQuerySchema,
    response: orderList,
  }),
  unprocessed: defineRoute({
    method: 'GET',
    path: '/order/unprocessed',
    access: rolesOnly('admin'),
    query: unprocessedQuerySchema,
    response: listOf(unprocessedOrderSchema),
  }),
  unprocessedDetails: defineRoute({
    method: 'GET',
    path: '/order/unprocessed/:id',
    access: rolesOnly('admin'),
    params: orderIdParams,
    response: unprocessedDetailsSchema,
  }),
  // Whose order it is depends on the role (trader, merchant, partner system): the service scopes the read.
  details: defineRoute({
    method: 'GET',
    path: '/order/:id',
    access: rolesOnly('admin', 'merchant', 'trader', 'partner'),
    params: orderIdParams,
    response: orderDetailsSchema,
  }),
};

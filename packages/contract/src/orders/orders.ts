import { z } from 'zod';
import { adminsExceptSupport, defineRoute, rolesOnly } from '../common/route';
import { okSchema } from '../common/envelope';
import { isKeptDate } from '../common/decimal';

export const ORDER_DIRECTIONS = ['pay_in', 'pay_out'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** Every status an order can have; `dispute` while an appeal on a paid or canceled order is open. */
export const ORDER_STATUSES = ['new', 'in-progress', 'paid', 'done', 'canceled', 'dispute'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The transitions each direction allows, and nothing else. */
export const ORDER_TRANSITIONS: Record<OrderDirection, Record<OrderStatus, readonly OrderStatus[]>> = {
  pay_in: {
    new: ['in-progress', 'paid', 'canceled'],
    'in-progress': ['paid', 'canceled'],
    paid: ['done', 'dispute'],
    done: [],
    canceled: ['dispute'],
    // Resolved: paid (at the proven amount); rejected: back to what it was.
    dispute: ['paid', 'canceled'],
  },
  pay_out: {
    new: ['paid', 'canceled'],
    'in-progress': [],
    paid: ['done', 'dispute'],
    done: [],
    canceled: ['dispute'],
    dispute: ['paid', 'canceled'],
  },
};

export const canTransition = (direction: OrderDirection, from: OrderStatus, to: OrderStatus) =>
  ORDER_TRANSITIONS[direction][from].includes(to);

/** A date-time with its offset, within the years the product keeps. */
const keptDateTime = z.iso.datetime({ offset: true }).refine((value) => isKeptDate(new Date(value)), { params: { code: 'date_range' } });

/** The order's own id at the merchant: what makes a repeated request answer the first order. */
const merchantOrderId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[\w.:\-/]+$/);

/** A positive fiat amount as a decimal string; its scale is checked against the currency. */
const fiatAmount = z
  .string()
  .trim()
  .refine((value) => /^\d{1,18}(\.\d{1,18})?$/.test(value), { params: { code: 'positive_decimal' } })
  // For the reference: the same rule as a pattern (the currency's scale and maximum are checked on top).
  .meta({ pattern: '^\\d{1,18}(\\.\\d{1,18})?$', example: '1500.00' });

const recipientSchema = z
  .object({
    payment_option: z.string().trim().min(1).max(64),
    attributes: z.record(z.string().max(64), z.union([z.string().max(256), z.number()])),
  })
  .strict();

export const merchantOrderBody = z
  .object({
    direction: z.enum(ORDER_DIRECTIONS),
    merchant_order_id: merchantOrderId,
    amount: fiatAmount,
    currency: z
      .string()
      .trim()
      .min(3)
      .max(8)
      .meta({ pattern: '^[A-Z]{3}$', example: 'RUB', description: 'A fiat currency: RUB, KZT or UZS.' }),
    payment_type: z.string().trim().min(1).max(32).optional(),
    customer_id: z.string().trim().max(128).optional(),
    return_url: z.string().trim().max(2048).url().optional(),
    recipient: recipientSchema.optional(),
    amount_adjustable: z.boolean().optional().meta({
      description:
        'A pay-in only: when every requisite already has an open pay-in of this exact amount, the engine may answer the nearest free amount within the configured limit (by default 1 % and at most 50 units of the currency) instead of refusing. The order then carries the amount to pay in `fiat` and what was asked in `requested_fiat`.',
    }),
  })
  .strict();
export type MerchantOrderBody = z.output<typeof merchantOrderBody>;

const money = z.object({ amount: z.string(), currency: z.string() });

/**
 * Where the money goes: the payment type, the bank, the card, phone or bank account (with its BIK
 * and correspondent account), and the holder or recipient. A field the payment option lacks is null.
 */
export const paymentDetailsFields = {
  payment_type: z.string(),
  bank: z.string().nullable().meta({ description: 'The bank, as the payment catalogue names it (e.g. `sberbank`, `tbank`).' }),
  card_number: z.string().nullable(),
  phone: z.string().nullable(),
  account: z.string().nullable().meta({ description: 'The bank account number; the same as `account_number`, kept for older clients.' }),
  account_number: z.string().nullable().meta({ description: 'The bank account number (20 digits).' }),
  bik: z.string().nullable().meta({ description: "The bank's BIK (9 digits)." }),
  correspondent_account: z.string().nullable().meta({ description: "The bank's correspondent account (20 digits)." }),
  holder: z.string().nullable().meta({ description: 'The card holder (pay-in) or the recipient (pay-out).' }),
};

export const merchantOrderSchema = z.object({
  id: z.string(),
  merchant_order_id: z.string(),
  direction: z.enum(ORDER_DIRECTIONS),
  status: z.enum(ORDER_STATUSES),
  fiat: money.meta({ description: 'The amount to pay: the amount asked, or the adjusted amount when `amount_adjustable` was used.' }),
  requested_fiat: money.nullable().meta({
    description: 'The amount the merchant asked, when the engine adjusted it (`amount_adjustable`); null otherwise.',
  }),
  crypto: money.meta({ description: 'The amount asked, in USDT at `rate`.' }),
  paid_fiat: money.nullable().meta({
    description:
      'The amount received, once the order is paid (`paid`, `done`); null before. It differs from `fiat` when the trader confirmed another amount, and the settlement follows it.',
  }),
  paid_crypto: money.nullable().meta({ description: 'The amount received in USDT at `rate`: what was settled. Null until paid.' }),
  rate: z.string(),
  payment_details: z.object(paymentDetailsFields),
  expires_at: z.string(),
  payment_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchantOrder = z.output<typeof merchantOrderSchema>;

export const merchantBalanceSchema = z.object({ available: money, held: money });

export const orderListQuery = z
  .object({
    merchant_order_id: z.string().max(128).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    direction: z.enum(ORDER_DIRECTIONS).optional(),
    created_from: keptDateTime.optional(),
    created_to: keptDateTime.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

export const orderIdParams = z.object({ id: z.string().uuid() });

/** Calls of the merchant API (`/api/v1/`), signed with the merchant's secret key. */
export const MERCHANT_API_BASE = '/api/v1';

export const merchantApi = {
  createOrder: { method: 'POST', path: '/orders', body: merchantOrderBody, response: merchantOrderSchema },
  order: { method: 'GET', path: '/orders/:id', params: orderIdParams, response: merchantOrderSchema },
  orders: {
    method: 'GET',
    path: '/orders',
    query: orderListQuery,
    response: z.object({ items: z.array(merchantOrderSchema), next_cursor: z.string().nullable() }),
  },
  cancelOrder: { method: 'POST', path: '/orders/:id/cancel', params: orderIdParams, response: merchantOrderSchema },
  balance: { method: 'GET', path: '/balance', response: merchantBalanceSchema },
} as const;

/**
 * How far (in % of the asked amount) a confirmed amount may differ from the asked one without
 * `confirm_difference`: a typo of a digit moves money between the trader and the merchant.
 */
export const RECEIVED_AMOUNT_TOLERANCE_PERCENT = '10';

export const confirmPaidBody = z
  .object({
    amount: fiatAmount.optional(),
    /** The trader saw that the amount received differs from the asked one by more than the tolerance, and means it. */
    confirm_difference: z.literal(true).optional(),
  })
  .strict();
export const cancelOrderBody = z.object({ reason: z.string().trim().min(1).max(500) }).strict();

/** The back-office calls of the order's life. */
export const ordersRoutes = {
  confirmPaid: defineRoute({
    method: 'POST',
    path: '/order/:id/set-paid',
    access: rolesOnly('admin', 'trader'),
    owner: { resource: 'order', param: 'id', roles: ['trader'] },
    params: orderIdParams,
    body: confirmPaidBody,
    response: okSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/order/:id/cancel',
    access: adminsExceptSupport,
    params: orderIdParams,
    body: cancelOrderBody,
    response: okSchema,
  }),
};

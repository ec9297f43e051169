import { z } from 'zod';
import { defineRoute, publicAccess, rolesOnly } from '../common/route';
import { orderIdParams, paymentDetailsFields } from '../orders/orders';

/** Receipts a customer may attach to one order, and the largest one, in bytes (before base64). */
export const RECEIPTS_PER_ORDER = 5;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

/**
 * What the customer sees of an order's state. `expired`: the time ran out before a confirmation
 * (the page then asks for a receipt instead of ending); `confirming`: the customer said paid and
 * the executor is checking.
 */
export const PAYMENT_PAGE_STATUSES = ['awaiting_payment', 'confirming', 'paid', 'canceled', 'expired'] as const;
export type PaymentPageStatus = (typeof PAYMENT_PAGE_STATUSES)[number];

/** The unguessable token of `payment_url`. */
export const paymentTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict();

const receiptSummary = z.object({
  file_name: z.string(),
  content_type: z.enum(RECEIPT_CONTENT_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});

/**
 * The customer's page, and nothing more: the amount to pay exactly, where to pay it, the time
 * left and the outcome. No executor's username, fee, rate or internal id.
 */
export const paymentPageSchema = z.object({
  status: z.enum(PAYMENT_PAGE_STATUSES),
  amount: z.string(),
  currency: z.string(),
  ...paymentDetailsFields,
  /** The payment type and the bank by their names, in the customer's language. */
  payment_type_name: z.string(),
  expires_at: z.string(),
  /** The server's clock when it answered: the countdown runs on it, not on the phone's clock. */
  server_time: z.string(),
  /** The merchant's address to go back to, only when it is http or https. */
  return_url: z.string().nullable(),
  receipts: z.array(receiptSummary),
  /** Changes whenever anything above changes: the page polls `status` with it as an ETag. */
  version: z.string(),
});
export type PaymentPage = z.output<typeof paymentPageSchema>;

export const paymentStatusSchema = z.object({
  status: z.enum(PAYMENT_PAGE_STATUSES),
  expires_at: z.string(),
  server_time: z.string(),
  version: z.string(),
});
export type PaymentStatus = z.output<typeof paymentStatusSchema>;

// Base64 grows a file by a third; the JSON around it is small.
const RECEIPT_BASE64_MAX = Math.ceil((RECEIPT_MAX_BYTES * 1.25) / 3) * 4;

/** A receipt as the page sends it: its file name and its bytes in base64; its type is read from the bytes. */
export const receiptUploadBody = z
  .object({
    file_name: z.string().trim().min(1).max(200),
    // A little more than the largest receipt passes here, so that the server names the limit itself.
    content_base64: z
      .string()
      .max(RECEIPT_BASE64_MAX)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  })
  .strict();

export const orderReceiptSchema = receiptSummary.extend({ id: z.string() });
export type OrderReceipt = z.output<typeof orderReceiptSchema>;

export const receiptParams = z.object({ id: z.string().uuid(), receiptId: z.string().uuid() }).strict();

export const receiptFileSchema = orderReceiptSchema.extend({ content_base64: z.string() });
export type ReceiptFile = z.output<typeof receiptFileSchema>;

const RECEIPT_BODY_LIMIT = RECEIPT_BASE64_MAX + 16_384;

/** The customer's public calls (no login: the token is the key) and the receipts seen in the back-office. */
export const paymentPageRoutes = {
  page: defineRoute({ method: 'GET', path: '/pay/:token', access: publicAccess, params: paymentTokenParams, response: paymentPageSchema }),
  status: defineRoute({
    method: 'GET',
    path: '/pay/:token/status',
    access: publicAccess,
    params: paymentTokenParams,
    response: paymentStatusSchema,
  }),
  markPaid: defineRoute({
    method: 'POST',
    path: '/pay/:token/paid',
    access: publicAccess,
    params: paymentTokenParams,
    response: paymentPageSchema,
  }),
  uploadReceipt: defineRoute({
    method: 'POST',
    path: '/pay/:token/receipts',
    access: publicAccess,
    params: paymentTokenParams,
    body: receiptUploadBody,
    bodyLimit: RECEIPT_BODY_LIMIT,
    response: paymentPageSchema,
  }),
  /** The receipts of an order: its trader, its merchant and admins. */
  receipts: defineRoute({
    method: 'GET',
    path: '/order/:id/receipts',
    access: rolesOnly('admin', 'merchant', 'trader'),
    owner: { resource: 'order', param: 'id', roles: ['trader'] },
    params: orderIdParams,
    response: z.array(orderReceiptSchema),
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/order/:id/receipts/:receiptId',
    access: rolesOnly('admin', 'merchant', 'trader'),
    owner: { resource: 'order', param: 'id', roles: ['trader'] },
    params: receiptParams,
    response: receiptFileSchema,
  }),
};

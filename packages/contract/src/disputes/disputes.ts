import { z } from 'zod';
import { listOf, listQuerySchema } from '../common/list';
import { defineRoute, rolesOnly } from '../common/route';
import { orderIdParams } from '../orders/orders';
import { RECEIPT_CONTENT_TYPES } from '../payment-page/payment-page';

/** A dispute is open until an admin resolves it (the claim holds) or rejects it (it does not), once. */
export const DISPUTE_STATUSES = ['open', 'resolved', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_OUTCOMES = ['resolved', 'rejected'] as const;

/**
 * Why a dispute is opened, and the fields each reason asks for. `amount` is what was actually
 * paid, in the order's fiat currency: resolving settles the order at it (a canceled order) or
 * corrects its settlement to it (a paid one). The others move no money when resolved.
 */
export const DISPUTE_REASONS = {
  payment_after_cancel: { fields: ['amount'], en: 'Paid, but the order was canceled', ru: 'Оплачено, но заказ отменён' },
  wrong_amount: { fields: ['amount'], en: 'Another amount was paid', ru: 'Оплачена другая сумма' },
  wrong_details: { fields: [], en: 'Paid to wrong details', ru: 'Оплачено по неверным реквизитам' },
  other: { fields: ['comment'], en: 'Other', ru: 'Другое' },
} as const satisfies Record<string, { fields: readonly DisputeField[]; en: string; ru: string }>;
export type DisputeReason = keyof typeof DISPUTE_REASONS;
export const DISPUTE_REASON_SLUGS = Object.keys(DISPUTE_REASONS) as [DisputeReason, ...DisputeReason[]];

export const DISPUTE_FIELDS = ['amount', 'comment'] as const;
export type DisputeField = (typeof DISPUTE_FIELDS)[number];
export const DISPUTE_FIELD_NAMES: Record<DisputeField, { en: string; ru: string }> = {
  amount: { en: 'Amount actually paid', ru: 'Фактически оплаченная сумма' },
  comment: { en: 'Comment', ru: 'Комментарий' },
};

/** Evidence: at most this many files per dispute, each at most this large (bytes), png, jpg or pdf by content. */
export const DISPUTE_FILES_MAX = 5;
export const DISPUTE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const DISPUTE_FILE_TYPES = RECEIPT_CONTENT_TYPES;
export const DISPUTE_COMMENT_MAX = 2000;

// A data URL grows a file by a third; the rest of the body is small.
const DATA_URL_MAX = Math.ceil((DISPUTE_FILE_MAX_BYTES * 1.25) / 3) * 4 + 64;
/** Room for every file of one request, as data URLs, and the fields beside them. */
export const DISPUTE_BODY_LIMIT = DISPUTE_FILES_MAX * DATA_URL_MAX + 64 * 1024;

/** A file as the browser reads it: its name and a `data:<type>;base64,<bytes>` URL. The type is read from the bytes. */
export const disputeFileUpload = z
  .object({
    name: z.string().trim().min(1).max(200),
    content: z
      .string()
      .max(DATA_URL_MAX)
      .regex(/^data:[\w.+-]*\/?[\w.+-]*(;[\w=.+-]+)*;base64,[A-Za-z0-9+/]*={0,2}$/),
  })
  .strict();

const amountField = z
  .string()
  .trim()
  .refine((value) => /^\d{1,18}(\.\d{1,18})?$/.test(value), { params: { code: 'positive_decimal' } });
const commentField = z.string().trim().min(1).max(DISPUTE_COMMENT_MAX);

/** A new dispute (spec 001): the order, the reason, the reason's fields and the evidence. */
export const openDisputeBody = z
  .object({
    order_uuid: z.string().uuid(),
    reason: z.enum(DISPUTE_REASON_SLUGS),
    amount: amountField.optional(),
    comment: commentField.optional(),
    files: z.array(disputeFileUpload).max(DISPUTE_FILES_MAX).default([]),
    /** Attach the receipts the customer left on the payment page as evidence. */
    with_receipts: z.boolean().optional(),
  })
  .strict();
export type OpenDisputeBody = z.input<typeof openDisputeBody>;

/** The admin's decision; `amount` overrides the proven amount of a reason that carries one. */
export const disputeStatusBody = z
  .object({
    status: z.enum(DISPUTE_OUTCOMES),
    amount: amountField.optional(),
    comment: commentField.optional(),
  })
  .strict();

/** More evidence or a comment while the dispute is open: the trader's answer, or the merchant's. */
export const disputeEvidenceBody = z
  .object({
    comment: commentField.optional(),
    files: z.array(disputeFileUpload).max(DISPUTE_FILES_MAX).default([]),
  })
  .strict();

const fiatMoney = z.object({ amount: z.string(), currency: z.object({ code: z.string() }) });
const person = z.object({ uuid: z.string(), username: z.string() });

export const disputeFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.enum(DISPUTE_FILE_TYPES),
  size: z.number().int(),
  /** Where the file is read (the caller's session decides whether it may). */
  url: z.string(),
  uploaded_by: person.nullable(),
  created_at: z.string(),
});

/** An appeal as the APPEALS table shows it (spec 001), with what a row needs to act on it. */
export const disputeSchema = z.object({
  uuid: z.string(),
  order_uuid: z.string(),
  fiat_amount: fiatMoney,
  /** What the claim says was paid, when the reason carries an amount. */
  claimed_amount: fiatMoney.nullable(),
  /** What the order settled at when it was resolved with money. */
  settled_amount: fiatMoney.nullable(),
  merchant: person,
  executor: person.nullable(),
  reason: z.object({ slug: z.enum(DISPUTE_REASON_SLUGS), title: z.string() }),
  comment: z.string().nullable(),
  created_at: z.string(),
  status: z.object({ slug: z.enum(DISPUTE_STATUSES), title: z.string() }),
  /** The trader answers by then; past it an open dispute is flagged to admins. */
  deadline_at: z.string(),
  overdue: z.boolean(),
  resolved_at: z.string().nullable(),
  opened_by: person.nullable(),
  files: z.array(disputeFileSchema),
});
export type Dispute = z.output<typeof disputeSchema>;

export const disputeEntrySchema = z.object({
  kind: z.enum(['opened', 'comment', 'evidence', 'resolved', 'rejected', 'overdue']),
  author: person.nullable(),
  text: z.string().nullable(),
  created_at: z.string(),
});
export const disputeDetailsSchema = disputeSchema.extend({ entries: z.array(disputeEntrySchema) });
export type DisputeDetails = z.output<typeof disputeDetailsSchema>;

export const disputeReasonSchema = z.object({
  value: z.enum(DISPUTE_REASON_SLUGS),
  title: z.string(),
  fields: z.array(z.enum(DISPUTE_FIELDS)),
  names: z.record(z.string(), z.string()),
});

export const disputeParams = z.object({ uuid: z.string().uuid() });
export const disputeFileParams = z.object({ uuid: z.string().uuid(), fileId: z.string().uuid() });
export const disputeFileContentSchema = z.object({
  name: z.string(),
  content_type: z.enum(DISPUTE_FILE_TYPES),
  content_base64: z.string(),
});

const viewers = rolesOnly('admin', 'merchant', 'trader');

export const disputeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/dispute/',
    access: rolesOnly('admin'),
    query: listQuerySchema,
    response: listOf(disputeSchema),
  }),
  merchantList: defineRoute({
    method: 'GET',
    path: '/merchant/dispute/',
    access: rolesOnly('merchant'),
    query: listQuerySchema,
    response: listOf(disputeSchema),
  }),
  traderList: defineRoute({
    method: 'GET',
    path: '/trader/dispute/',
    access: rolesOnly('trader'),
    query: listQuerySchema,
    response: listOf(disputeSchema),
  }),
  reasons: defineRoute({ method: 'GET', path: '/dispute/reason', access: viewers, response: z.array(disputeReasonSchema) }),
  open: defineRoute({
    method: 'POST',
    path: '/dispute',
    access: rolesOnly('admin', 'merchant'),
    body: openDisputeBody,
    bodyLimit: DISPUTE_BODY_LIMIT,
    response: disputeSchema,
  }),
  details: defineRoute({ method: 'GET', path: '/dispute/:uuid', access: viewers, params: disputeParams, response: disputeDetailsSchema }),
  /** Of an order: its dispute, if one was ever opened (the latest), for the order's drawer. */
  ofOrder: defineRoute({
    method: 'GET',
    path: '/order/:id/dispute',
    access: viewers,
    params: orderIdParams,
    response: disputeDetailsSchema.nullable(),
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/dispute/:uuid/status',
    access: rolesOnly('admin'),
    params: disputeParams,
    body: disputeStatusBody,
    response: disputeSchema,
  }),
  addEvidence: defineRoute({
    method: 'POST',
    path: '/dispute/:uuid/evidence',
    access: viewers,
    params: disputeParams,
    body: disputeEvidenceBody,
    bodyLimit: DISPUTE_BODY_LIMIT,
    response: disputeDetailsSchema,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/dispute/:uuid/file/:fileId',
    access: viewers,
    params: disputeFileParams,
    /** The file's bytes themselves, with its type, `nosniff`, and `attachment` for a pdf. */
    response: z.unknown(),
  }),
};

/** The merchant API's disputes (`/api/v1/`): open one on an order, read it. */
export const merchantDisputeBody = openDisputeBody.omit({ order_uuid: true }).extend({ order_id: z.string().uuid() }).strict();
export const merchantDisputeSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  merchant_order_id: z.string(),
  reason: z.enum(DISPUTE_REASON_SLUGS),
  status: z.enum(DISPUTE_STATUSES),
  claimed_amount: z.string().nullable(),
  settled_amount: z.string().nullable(),
  currency: z.string(),
  comment: z.string().nullable(),
  deadline_at: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type MerchantDispute = z.output<typeof merchantDisputeSchema>;
export const merchantDisputeApi = {
  openDispute: {
    method: 'POST',
    path: '/disputes',
    body: merchantDisputeBody,
    bodyLimit: DISPUTE_BODY_LIMIT,
    response: merchantDisputeSchema,
  },
  dispute: { method: 'GET', path: '/disputes/:id', params: orderIdParams, response: merchantDisputeSchema },
} as const;

import { z } from 'zod';
import { listOf, listQuerySchema } from '../common/list';
import { adminsExceptSupport, defineRoute, rolesOnly } from '../common/route';
import { RECEIPT_CONTENT_TYPES } from '../payment-page/payment-page';
import { disputeFileUpload } from '../disputes/disputes';
import {
  ANTI_FRAUD_EFFECT_SLUGS,
  ANTI_FRAUD_RULE_SLUGS,
  ANTI_FRAUD_SETTING_MAX_LENGTH,
  ANTI_FRAUD_TARGET_TYPES,
  settingIssue,
} from './anti-fraud-settings';

export * from './anti-fraud-settings';

/** A receipt checked on the anti-fraud screen: at most this large, png, jpg or pdf by content. */
export const ANTI_FRAUD_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
// A data URL grows a file by a third; a little more passes here so that the server names the limit itself.
const DATA_URL_MAX = Math.ceil((ANTI_FRAUD_RECEIPT_MAX_BYTES * 1.25) / 3) * 4 + 64;

const guidParams = z.object({ guid: z.string().uuid() });

/** A case: the rule that tripped, on whom, what showed it and what it blocks, until an admin releases it. */
export const antiFraudCaseSchema = z.object({
  guid: z.string(),
  created_at: z.string(),
  rule: z.object({ slug: z.enum(ANTI_FRAUD_RULE_SLUGS), title: z.string() }),
  /** `username` is the customer id, the trader's or merchant's username, or the requisite's name; `merchant` is a customer's merchant. */
  target: z.object({
    type: z.enum(ANTI_FRAUD_TARGET_TYPES),
    username: z.string(),
    uuid: z.string().nullable(),
    merchant: z.object({ username: z.string() }).nullable(),
  }),
  effect: z.object({ slug: z.enum(ANTI_FRAUD_EFFECT_SLUGS), title: z.string(), until: z.string().nullable() }),
  /** The figures that tripped the rule, in the reader's words, and the orders behind them. */
  evidence: z.object({
    figures: z.array(z.object({ key: z.string(), title: z.string(), value: z.string() })),
    orders: z.array(z.string()),
  }),
  is_approved: z.boolean(),
  approved_at: z.string().nullable(),
  approved_by: z.object({ username: z.string() }).nullable(),
});
export type AntiFraudCase = z.output<typeof antiFraudCaseSchema>;

/** The spec's settings: a map of text values; each key is checked by its kind, a bad one refused on its own field. */
export const antiFraudSettingsSchema = z.record(z.string(), z.string());
export type AntiFraudSettings = z.output<typeof antiFraudSettingsSchema>;

export const antiFraudSettingsBody = z.record(z.string().max(64), z.string().max(ANTI_FRAUD_SETTING_MAX_LENGTH)).superRefine((map, ctx) => {
  for (const [key, value] of Object.entries(map)) {
    const issue = settingIssue(key, value);
    if (issue) ctx.addIssue({ code: 'custom', path: [key], params: { code: issue.key, ...issue.params } });
  }
});
export type AntiFraudSettingsBody = z.input<typeof antiFraudSettingsBody>;

/** The receipt to check, sent as a dispute's evidence is: a name and a data URL, its type read from the bytes. */
export const receiptCheckBody = disputeFileUpload;
export type ReceiptCheckBody = z.input<typeof receiptCheckBody>;

const orderRef = z.object({
  guid: z.string(),
  created_at: z.string(),
  status: z.object({ slug: z.string(), title: z.string() }),
  amount: z.object({ amount: z.string(), currency: z.object({ code: z.string() }) }),
  merchant: z.object({ username: z.string() }),
  card_tail: z.string().nullable(),
});

/** What the receipt says (read from a PDF's text; an image is compared by its bytes only) and what it matches. */
export const receiptCheckAnswer = z.object({
  sha256: z.string(),
  content_type: z.enum(RECEIPT_CONTENT_TYPES),
  /** False for an image, or a PDF whose text could not be read. */
  text_read: z.boolean(),
  read: z.object({ amount: z.string().nullable(), date: z.string().nullable(), card_tail: z.string().nullable() }),
  /** Orders whose amount, day and card tail agree with what was read. */
  matches: z.array(orderRef),
  /** Where these very bytes were already given: a customer's receipt on an order, or a dispute's evidence. */
  used: z.array(z.object({ kind: z.enum(['order_receipt', 'dispute_file']), order: orderRef, at: z.string() })),
});
export type ReceiptCheckAnswer = z.output<typeof receiptCheckAnswer>;

const admins = rolesOnly('admin');
// Settings decide whose orders are refused, and a release lifts a block: admins, not support.
const deciders = adminsExceptSupport;

export const antiFraudRoutes = {
  settings: defineRoute({ method: 'GET', path: '/anti_fraud/settings', access: admins, response: antiFraudSettingsSchema }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/anti_fraud/settings',
    access: deciders,
    body: antiFraudSettingsBody,
    response: antiFraudSettingsSchema,
  }),
  list: defineRoute({ method: 'GET', path: '/anti_fraud', access: admins, query: listQuerySchema, response: listOf(antiFraudCaseSchema) }),
  release: defineRoute({
    method: 'PATCH',
    path: '/anti_fraud/:guid/release',
    access: deciders,
    params: guidParams,
    response: antiFraudCaseSchema,
  }),
  checkReceipt: defineRoute({
    method: 'POST',
    path: '/anti_fraud/receipt-check',
    access: admins,
    body: receiptCheckBody,
    bodyLimit: DATA_URL_MAX + 16_384,
    response: receiptCheckAnswer,
  }),
};

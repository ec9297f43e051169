import { z } from 'zod';
import { okSchema } from '../common/envelope';
import { listOf, listQuerySchema } from '../common/list';
import { adminsExceptSupport, defineRoute } from '../common/route';
import { notificationReadSchema } from './device-api';

/**
 * What a template says a notification is. Non-incoming kinds are tried first, so a code or a
 * refund that carries an amount is never read as a customer's payment.
 */
export const TEMPLATE_KINDS = ['incoming', 'outgoing', 'ignore', 'blocked'] as const;
export type TemplateKindSlug = (typeof TEMPLATE_KINDS)[number];

/** The named groups a pattern may capture; any other name is refused. */
export const TEMPLATE_GROUP_NAMES = ['amount', 'currency', 'payer', 'tail', 'balance'] as const;
export const TEMPLATE_PATTERN_MAX = 1000;
export const TEMPLATE_SOURCES_MAX = 20;
/** Texts one try reads at most. */
export const TEMPLATE_TRY_TEXTS_MAX = 20;

const slugOf = z.object({ slug: z.string(), title: z.string() });

/** A built-in template's id is its stable slug (`sberbank.sms.incoming-transfer`), a custom one's a uuid. */
const templateIdParams = z.object({
  id: z
    .string()
    .max(200)
    .regex(/^[a-z0-9][a-z0-9.-]*$/i),
});

export const notificationTemplateSchema = z.object({
  id: z.string(),
  bank: slugOf,
  sources: z.array(z.string()),
  kind: z.object({ slug: z.enum(TEMPLATE_KINDS), title: z.string() }),
  pattern: z.string(),
  builtin: z.boolean(),
  enabled: z.boolean(),
});
export type NotificationTemplateItem = z.output<typeof notificationTemplateSchema>;

/** A bank whose notifications are read, and the SMS senders and app packages it writes from. */
export const templateBankSchema = z.object({ slug: z.string(), title: z.string(), sources: z.array(z.string()) });
export type TemplateBank = z.output<typeof templateBankSchema>;

export const notificationTemplateBody = z
  .object({
    bank: z.string().trim().min(1).max(40),
    sources: z.array(z.string().trim().min(1).max(128)).min(1).max(TEMPLATE_SOURCES_MAX),
    kind: z.enum(TEMPLATE_KINDS),
    pattern: z.string().min(1).max(TEMPLATE_PATTERN_MAX),
  })
  .strict();
export type NotificationTemplateBody = z.input<typeof notificationTemplateBody>;

export const templateEnabledBody = z.object({ enabled: z.boolean() }).strict();

export const templateTryTextSchema = z
  .object({
    source: z.string().trim().min(1).max(128),
    title: z.string().max(500).nullable().optional(),
    text: z.string().min(1).max(4000),
  })
  .strict();

export const templateTryBody = notificationTemplateBody
  .extend({ texts: z.array(templateTryTextSchema).min(1).max(TEMPLATE_TRY_TEXTS_MAX) })
  .strict();
export type TemplateTryBody = z.input<typeof templateTryBody>;

/** What one set of templates reads in a text: `matched` false is "no match" (or a sender no bank writes from). */
export const templateReadingSchema = notificationReadSchema.extend({
  matched: z.boolean(),
  outcome: z.enum(['parsed', 'unparsed', 'unknown_source']),
});
export type TemplateReading = z.output<typeof templateReadingSchema>;

export const templateTryAnswer = z.object({
  /** Whether the template could be saved as it is; the refusal's code and localized words if not. */
  verdict: z.object({ ok: z.boolean(), code: z.string().nullable(), message: z.string().nullable() }),
  results: z.array(
    z.object({
      source: z.string(),
      text: z.string(),
      /** The text as patterns see it: spaces, dashes and amounts normalised ("500р" is "500 RUB"). */
      seen: z.array(z.string()),
      /** What this template reads; null when it was refused before it could safely run. */
      candidate: templateReadingSchema.nullable(),
      /** What the templates in use now read. */
      current: templateReadingSchema,
    }),
  ),
});
export type TemplateTryAnswer = z.output<typeof templateTryAnswer>;

// The templates decide which money confirms a customer's payment: admins manage them, not support.
const admins = adminsExceptSupport;

export const notificationTemplateRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/notification-template',
    access: admins,
    query: listQuerySchema,
    response: listOf(notificationTemplateSchema),
  }),
  banks: defineRoute({ method: 'GET', path: '/notification-template/banks', access: admins, response: z.array(templateBankSchema) }),
  create: defineRoute({
    method: 'POST',
    path: '/notification-template',
    access: admins,
    body: notificationTemplateBody,
    response: notificationTemplateSchema,
  }),
  /** Custom templates only: a built-in one answers `template_builtin`. */
  update: defineRoute({
    method: 'PUT',
    path: '/notification-template/:id',
    access: admins,
    params: templateIdParams,
    body: notificationTemplateBody,
    response: notificationTemplateSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/notification-template/:id',
    access: admins,
    params: templateIdParams,
    response: okSchema,
  }),
  setEnabled: defineRoute({
    method: 'PATCH',
    path: '/notification-template/:id/enabled',
    access: admins,
    params: templateIdParams,
    body: templateEnabledBody,
    response: notificationTemplateSchema,
  }),
  /** Reads pasted texts with a template before it is saved, beside what the templates in use read. */
  try: defineRoute({
    method: 'POST',
    path: '/notification-template/try',
    access: admins,
    body: templateTryBody,
    response: templateTryAnswer,
  }),
};

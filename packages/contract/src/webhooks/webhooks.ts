import { z } from 'zod';
import { idSchema } from '../common/envelope';
import { listOf, listQuerySchema } from '../common/list';
import { adminsExceptSupport, defineRoute, rolesOnly, type Access } from '../common/route';
import { merchantOrderSchema, orderIdParams } from '../orders/orders';
import { merchantDisputeSchema } from '../disputes/disputes';

/** What a merchant's system is told about: every order transition, and a test event from settings. */
export const WEBHOOK_ORDER_EVENTS = [
  'order.created',
  'order.in_progress',
  'order.paid',
  'order.canceled',
  'order.done',
  'order.disputed',
] as const;
/** A dispute's own events: opened, and its outcome; `data` is the dispute as the merchant API shows it. */
export const WEBHOOK_DISPUTE_EVENTS = ['dispute.opened', 'dispute.resolved', 'dispute.rejected'] as const;
export type WebhookDisputeEvent = (typeof WEBHOOK_DISPUTE_EVENTS)[number];
export const WEBHOOK_EVENT_TYPES = [...WEBHOOK_ORDER_EVENTS, ...WEBHOOK_DISPUTE_EVENTS, 'test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type WebhookOrderEvent = (typeof WEBHOOK_ORDER_EVENTS)[number];

/**
 * A delivery's state: `pending` until it succeeds, gives up (`failed`, after about three days
 * of retries) or is not sent at all (`skipped`: the type is disabled or there is no URL).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_SKIP_REASONS = ['disabled', 'no_url', 'no_key'] as const;

/** The wait before each retry after a failure, about three days in all; jitter is added on top. */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000, 50_400, 72_000, 86_400] as const;
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** How much of a receiver's answer is kept in the log. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1_024;

/** One HTTP attempt of a delivery, as logged. */
export const webhookAttemptSchema = z.object({
  at: z.string(),
  url: z.string(),
  http_status: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Null while in flight, or when its process stopped before an answer came (`error` says so). */
  duration_ms: z.number().int().nullable(),
  /** Sent and not answered yet: the log holds an attempt from before its request leaves. */
  in_flight: z.boolean(),
  response_excerpt: z.string().nullable(),
  /** When the next attempt is due, or null when this one ended the delivery. */
  next_retry_at: z.string().nullable(),
});
export type WebhookAttempt = z.output<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: idSchema,
  /** The `webhook-id` header: the same across retries and resends of one event. */
  event_id: idSchema,
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  order_id: idSchema.nullable(),
  /** The order's revision the event carries; a merchant drops an event older than what it has. */
  revision: z.number().int().nullable(),
  merchant: z.object({ uuid: idSchema, username: z.string() }),
  url: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  skip_reason: z.enum(WEBHOOK_SKIP_REASONS).nullable(),
  attempt_count: z.number().int(),
  next_attempt_at: z.string().nullable(),
  /** The delivery this one sends again, when it is a resend. */
  resend_of: idSchema.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** The merchant's endpoint: paused after days of failures on every event, until re-enabled. */
export const webhookEndpointSchema = z.object({
  url: z.string().nullable(),
  paused_at: z.string().nullable(),
  failing_since: z.string().nullable(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** An order event's body, as a schema: what the reference documents for each event type. */
export const orderWebhookBodySchema = (type: WebhookOrderEvent) =>
  z.object({
    id: idSchema.meta({ description: 'The event id, also sent as `webhook-id`: the same on every retry and resend.' }),
    type: z.literal(type),
    created_at: z.string(),
    revision: z.number().int().meta({ description: "The order's revision: drop an event older than one you have." }),
    data: merchantOrderSchema,
  });

/** A dispute's event: opened, resolved or rejected; `data` is the dispute as the merchant API shows it. */
export const disputeWebhookBodySchema = (type: WebhookDisputeEvent) =>
  z.object({
    id: idSchema.meta({ description: 'The event id, also sent as `webhook-id`: the same on every retry and resend.' }),
    type: z.literal(type),
    created_at: z.string(),
    revision: z.number().int().meta({ description: "The disputed order's revision when the dispute changed." }),
    data: merchantDisputeSchema,
  });

/** The `test` event sent from settings. */
export const testWebhookBodySchema = z.object({
  id: idSchema,
  type: z.literal('test'),
  created_at: z.string(),
  revision: z.null(),
  data: z.object({ message: z.string() }),
});

/** The JSON body POSTed to the merchant: the order exactly as the merchant API shows it. */
export type WebhookBody = {
  id: string;
  type: WebhookEventType;
  created_at: string;
  revision: number | null;
  data: unknown;
};

/** A live message to the merchant: a delivery gave up. */
export const WEBHOOK_FAILED = 'webhook.failed';
export const webhookFailedPayload = z.object({
  delivery_id: z.string(),
  event_type: z.string(),
  order_id: z.string().nullable(),
  url: z.string().nullable(),
  paused: z.boolean(),
});
export type WebhookFailedPayload = z.infer<typeof webhookFailedPayload>;

const deliveryIdParams = z.object({ id: idSchema });
const adminsAndMerchants = { kind: 'session', roles: ['admin', 'merchant'] } as const satisfies Access;
const merchantOnly = rolesOnly('merchant');

/** The delivery log and its actions: merchants see their own, admins every merchant's. */
export const webhookRoutes = {
  deliveries: defineRoute({
    method: 'GET',
    path: '/webhook/delivery',
    access: adminsAndMerchants,
    query: listQuerySchema,
    response: listOf(webhookDeliverySchema),
  }),
  orderDeliveries: defineRoute({
    method: 'GET',
    path: '/order/:id/webhooks',
    access: adminsAndMerchants,
    params: orderIdParams,
    response: z.array(webhookDeliverySchema),
  }),
  /** Spec 001: the history's "Resend webhook", for a canceled or paid order. */
  resendOrder: defineRoute({
    method: 'POST',
    path: '/order/:id/webhook/resend',
    access: adminsExceptSupport,
    params: orderIdParams,
    response: webhookDeliverySchema,
  }),
  /** "Send again" for a failed delivery: a new delivery of the same event, linked to it. */
  sendAgain: defineRoute({
    method: 'POST',
    path: '/webhook/delivery/:id/resend',
    access: { kind: 'session', roles: ['admin', 'merchant'], deny: ['support'] },
    params: deliveryIdParams,
    response: webhookDeliverySchema,
  }),
  /** Sends a signed `test` event now and answers what the receiver said. */
  sendTest: defineRoute({ method: 'POST', path: '/webhook/test', access: merchantOnly, response: webhookDeliverySchema }),
  endpoint: defineRoute({ method: 'GET', path: '/webhook/endpoint', access: merchantOnly, response: webhookEndpointSchema }),
  resumeEndpoint: defineRoute({
    method: 'POST',
    path: '/webhook/endpoint/resume',
    access: merchantOnly,
    response: webhookEndpointSchema,
  }),
};

/** The merchant API's reading of its own deliveries: newest first, a page at a time. */
export const merchantDeliveryQuery = z
  .object({
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
    event_type: z.enum(WEBHOOK_EVENT_TYPES).optional(),
    order_id: z.string().uuid().optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

export const merchantDeliveryParams = z.object({ id: z.string().uuid() });

/** The merchant API's calls about its webhooks (`/api/v1/`), signed like every merchant call. */
export const merchantWebhooksApi = {
  deliveries: {
    method: 'GET',
    path: '/webhooks/deliveries',
    query: merchantDeliveryQuery,
    response: z.object({ items: z.array(webhookDeliverySchema), next_page: z.number().int().nullable() }),
  },
  delivery: { method: 'GET', path: '/webhooks/deliveries/:id', params: merchantDeliveryParams, response: webhookDeliverySchema },
  resendDelivery: {
    method: 'POST',
    path: '/webhooks/deliveries/:id/resend',
    params: merchantDeliveryParams,
    response: webhookDeliverySchema,
  },
} as const;

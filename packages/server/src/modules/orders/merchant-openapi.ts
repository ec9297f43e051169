import {
  disputeWebhookBodySchema,
  MERCHANT_API_BASE,
  merchantApi,
  merchantDisputeApi,
  WEBHOOK_DISPUTE_EVENTS,
  merchantPaymentMethodsApi,
  merchantWebhooksApi,
  orderWebhookBodySchema,
  testWebhookBodySchema,
  WEBHOOK_ORDER_EVENTS,
} from '@paydesk/contract';
import { z } from 'zod';
import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';

const errorSchema = z.object({
  error: z.object({
    code: z.string().meta({
      description:
        'A stable code: unknown_key, bad_signature, stale_timestamp, validation, idempotency_mismatch, in_progress, no_executor, rate_limited, overloaded, not_found, illegal_transition…',
    }),
    message: z.string(),
    localized_message: z.string().meta({ description: 'The message in the language of `x-language` (en or ru).' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'For `validation`: a message per refused field, by its path.' }),
  }),
});

const RETRY_AFTER = { description: 'Seconds to wait before calling again', schema: { type: 'integer' as const } };

const GUIDE = `Every call carries three headers:

- \`X-Api-Key\`: the merchant's API key (settings page);
- \`X-Timestamp\`: Unix seconds, within 300 s of the server's clock;
- \`X-Signature\`: lowercase hex HMAC-SHA256, keyed with the merchant's secret key, of
  \`<timestamp>.<METHOD>.<path with query>.<raw body>\` (an empty body leaves nothing after the last dot).

Two details trip integrations: the path is the request line's, **query string included, exactly as
sent** (percent-encoding untouched: \`/api/v1/orders?status=paid&limit=10\`, or
\`/api/v1/webhooks/deliveries?order_id=...\`), and the body is **the raw bytes sent**, not the
JSON parsed and written again (key order and spaces matter). A GET has no body: the string ends with
its last dot.

The signature covers the exact bytes sent. Failures answer 401 with \`unknown_key\`, \`bad_signature\`
or \`stale_timestamp\`; calls are throttled per key (429 \`rate_limited\`, \`Retry-After\`). A server busier than it can
answer quickly refuses a call at once with 503 \`overloaded\` and \`Retry-After\`: nothing was done,
send it again.

Creating an order is idempotent on \`merchant_order_id\`: the same request again answers the first
answer with \`Idempotent-Replayed: true\`; another body under the same id answers 422 \`idempotency_mismatch\`.

An order carries what was asked (\`fiat\`, \`crypto\`) and, once paid, what was received (\`paid_fiat\`,
\`paid_crypto\`, null before): when the trader confirms another amount than the asked one, the
received amounts say so and the settlement follows them. Webhooks carry the same order.

\`payment_details\` holds every field of the payment option, null when the option lacks it: the bank,
\`card_number\`, \`phone\` (SBP), or \`account_number\` with \`bik\` and \`correspondent_account\`, and the
\`holder\` (a pay-out's recipient).

### curl

\`\`\`sh
BODY='{"direction":"pay_in","merchant_order_id":"shop-42","amount":"1500.00","currency":"RUB","payment_type":"card"}'
TS=$(date +%s)
SIG=$(printf '%s' "$TS.POST./api/v1/orders.$BODY" | openssl dgst -sha256 -hmac "$SECRET" -hex | sed 's/^.* //')
curl https://paydesk.example/api/v1/orders -H 'content-type: application/json' \\
  -H "x-api-key: $KEY" -H "x-timestamp: $TS" -H "x-signature: $SIG" -d "$BODY"
\`\`\`

### TypeScript

\`\`\`ts
import { createHmac } from 'node:crypto';

const body = JSON.stringify({ direction: 'pay_in', merchant_order_id: 'shop-42', amount: '1500.00', currency: 'RUB', payment_type: 'card' });
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = createHmac('sha256', secret).update(\`\${timestamp}.POST./api/v1/orders.\${body}\`).digest('hex');
const response = await fetch('https://paydesk.example/api/v1/orders', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-api-key': key, 'x-timestamp': timestamp, 'x-signature': signature },
  body,
});
\`\`\``;

const ROUTES = { ...merchantApi, ...merchantWebhooksApi, ...merchantPaymentMethodsApi, ...merchantDisputeApi };
type RouteName = keyof typeof ROUTES;

const SUMMARIES: Record<RouteName, string> = {
  createOrder: 'Create a pay-in or pay-out order',
  order: 'Read an order',
  orders: 'List orders, newest first',
  cancelOrder: 'Cancel an order that is still new',
  balance: 'USDT balance: available and held',
  deliveries: 'List your webhook deliveries, newest first',
  delivery: 'Read a webhook delivery with every attempt',
  resendDelivery: 'Send a failed webhook delivery again',
  paymentMethods: 'Payment types, banks and recipient fields a pay-out may name, for a currency',
  openDispute:
    'Open a dispute on a paid or canceled order of yours (one open at a time): payment_after_cancel and wrong_amount (pay-ins) carry the amount actually paid; files are png, jpg or pdf as data URLs, at most 5 of 5 MB; with_receipts attaches what the customer uploaded on the payment page. An admin decides it: resolved settles the order at the proven amount (or corrects its settlement), rejected leaves it as it was.',
  dispute: 'Read a dispute of yours',
};

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });

/** The answers a call can give besides its success and the ones every call can (401, 429, 503). */
const REFUSALS: Record<RouteName, Record<string, ReturnType<typeof error>>> = {
  createOrder: {
    '409': error('in_progress: the same merchant_order_id is being created by another request; repeat it in a moment'),
    '422': error('validation (with `fields`), idempotency_mismatch or no_executor'),
  },
  order: { '404': error('not_found: no order of yours with this id'), '422': error('validation: the id is not a UUID') },
  orders: { '422': error('validation (with `fields`): a filter out of range') },
  cancelOrder: {
    '404': error('not_found: no order of yours with this id'),
    '409': error('illegal_transition: the order is no longer new'),
    '422': error('validation: the id is not a UUID'),
  },
  balance: {},
  deliveries: { '422': error('validation (with `fields`): a filter out of range') },
  delivery: { '404': error('not_found: no delivery of yours with this id'), '422': error('validation: the id is not a UUID') },
  paymentMethods: { '422': error('validation (with `fields`): not a fiat currency the product takes') },
  openDispute: {
    '404': error('not_found: no order of yours with this id'),
    '409': error('dispute_exists (one is open already) or dispute_not_allowed (the order is neither paid nor canceled)'),
    '422': error('validation (with `fields`), dispute_reason_direction, dispute_file_type, dispute_file_too_large or dispute_files_max'),
  },
  dispute: { '404': error('not_found: no dispute of yours with this id'), '422': error('validation: the id is not a UUID') },
  resendDelivery: {
    '404': error('not_found: no delivery of yours with this id'),
    '409': error('webhook_not_failed: only a failed delivery is sent again'),
    '422': error('validation: the id is not a UUID'),
  },
};

const WEBHOOK_HEADERS = z.object({
  'webhook-id': z.string().meta({ description: 'The event id: the same on every retry and resend of one event.' }),
  'webhook-timestamp': z.string().meta({ description: 'Unix seconds when this attempt was signed.' }),
  'webhook-signature': z
    .string()
    .meta({ description: '`v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the notification key.' }),
});

/** What the platform POSTs to the merchant's notification URL, one entry per event type (OpenAPI 3.1 `webhooks`). */
const WEBHOOKS = Object.fromEntries(
  [
    ...WEBHOOK_ORDER_EVENTS.map((type) => [type, orderWebhookBodySchema(type)] as const),
    ...WEBHOOK_DISPUTE_EVENTS.map((type) => [type, disputeWebhookBodySchema(type)] as const),
    ['test', testWebhookBodySchema] as const,
  ].map(([type, schema]) => [
    type,
    {
      post: {
        operationId: `webhook_${type.replace('.', '_')}`,
        summary:
          type === 'test'
            ? 'The test event sent from settings'
            : type.startsWith('dispute.')
              ? `A dispute changed: ${type}`
              : `The order moved: ${type}`,
        requestParams: { header: WEBHOOK_HEADERS },
        requestBody: { content: { 'application/json': { schema } } },
        responses: { '2XX': { description: 'Received: any 2xx. Anything else is retried on the schedule.' } },
      },
    },
  ]),
);

/** The merchant API as OpenAPI 3.1, generated from the contract's schemas: the shapes are written once. */
export const merchantOpenApiDocument = (publicUrl: string, more: { paths: ZodOpenApiPathsObject; guide: string } | null = null) => {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    const path = `${MERCHANT_API_BASE}${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const success = name === 'createOrder' ? '201' : '200';
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: name,
        tags: [name in merchantWebhooksApi ? 'Webhooks' : name in merchantDisputeApi ? 'Disputes' : 'Merchant API'],
        summary: SUMMARIES[name],
        requestParams: {
          ...('params' in route ? { path: route.params } : {}),
          ...('query' in route ? { query: route.query } : {}),
          header: z.object({ 'x-language': z.enum(['en', 'ru']).optional().meta({ description: 'The language of error messages.' }) }),
        },
        ...('body' in route ? { requestBody: { content: { 'application/json': { schema: route.body } } } } : {}),
        responses: {
          [success]: {
            description: 'OK',
            ...(name === 'createOrder'
              ? {
                  headers: {
                    'Idempotent-Replayed': {
                      description: '`true` when this answers a request already made with the same merchant_order_id and body',
                      schema: { type: 'string', enum: ['true'] },
                    },
                  },
                }
              : {}),
            content: { 'application/json': { schema: z.object({ data: route.response }) } },
          },
          '401': error('unknown_key, bad_signature or stale_timestamp'),
          ...REFUSALS[name],
          '429': { ...error('rate_limited: repeat after Retry-After'), headers: { 'Retry-After': RETRY_AFTER } },
          '503': { ...error('overloaded: nothing was done; repeat after Retry-After'), headers: { 'Retry-After': RETRY_AFTER } },
        },
      },
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Paydesk merchant API', version: '1.0.0', description: more ? `${GUIDE}\n\n${more.guide}` : GUIDE },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        timestamp: { type: 'apiKey', in: 'header', name: 'X-Timestamp' },
        signature: { type: 'apiKey', in: 'header', name: 'X-Signature' },
        ...(more ? { deviceToken: { type: 'http', scheme: 'bearer' } } : {}),
      },
    },
    security: [{ apiKey: [], timestamp: [], signature: [] }],
    paths: { ...paths, ...more?.paths },
    webhooks: WEBHOOKS,
  });
};

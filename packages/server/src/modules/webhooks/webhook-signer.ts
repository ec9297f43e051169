import { createHmac } from 'node:crypto';

/**
 * The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of "<id>.<timestamp>.<body>",
 * keyed with the UTF-8 bytes of the merchant's notification key.
 */
export const signWebhook = (key: string, id: string, timestamp: number, body: string) =>
  `v1,${createHmac('sha256', Buffer.from(key, 'utf8')).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

export const webhookHeaders = (key: string, id: string, timestamp: number, body: string) => ({
  'content-type': 'application/json',
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signWebhook(key, id, timestamp, body),
});

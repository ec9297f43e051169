import { createHmac } from 'node:crypto';

/** The Standard Webhooks form of a key: `whsec_` and the key's bytes in base64. */
export const WHSEC_PREFIX = 'whsec_';

/**
 * The bytes a notification key signs with: a `whsec_` key's base64-decoded bytes (the Standard
 * Webhooks convention: the official libraries take the key as shown), any other key's UTF-8 bytes.
 */
export const signingBytes = (key: string) =>
  key.startsWith(WHSEC_PREFIX) ? Buffer.from(key.slice(WHSEC_PREFIX.length), 'base64') : Buffer.from(key, 'utf8');

/** The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of "<id>.<timestamp>.<body>". */
export const signWebhook = (key: string, id: string, timestamp: number, body: string) =>
  `v1,${createHmac('sha256', signingBytes(key)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

export const webhookHeaders = (key: string, id: string, timestamp: number, body: string) => ({
  'content-type': 'application/json',
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signWebhook(key, id, timestamp, body),
});

/** What other modules may use of webhooks: the outbox written in their transactions, and the settings' shape. */
export { recordEvent, recordOrderEvent, wakeDeliveries } from './webhook-outbox.service';
export type { WebhookSettingsService } from './webhook-settings.service';
/** How a webhook is signed (Standard Webhooks), for verifying what another instance of this platform sends. */
export { signWebhook } from './webhook-signer';

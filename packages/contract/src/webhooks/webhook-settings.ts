import { z } from 'zod';
import { okSchema } from '../common/envelope';
import { defineRoute, rolesOnly } from '../common/route';
import { WEBHOOK_DISPUTE_EVENTS, WEBHOOK_ORDER_EVENTS } from './webhooks';

/*
 * A merchant's webhook settings: where its webhooks go, the key that signs them and the event
 * types it turned off (the settings page). The paths are the spec's, under /user.
 */

/** The event types a merchant can turn off: the order and dispute events webhooks send (settings' webhooks modal). */
export const WEBHOOK_SLUGS = [...WEBHOOK_ORDER_EVENTS, ...WEBHOOK_DISPUTE_EVENTS] as const;
export type WebhookSlug = (typeof WEBHOOK_SLUGS)[number];

export const webhookSettingSchema = z.object({
  webhook: z.object({ slug: z.enum(WEBHOOK_SLUGS), title: z.string() }),
  is_disabled: z.boolean(),
});
export type WebhookSetting = z.infer<typeof webhookSettingSchema>;

export const webhooksBody = z.object({
  webhooks: z.array(z.object({ slug: z.enum(WEBHOOK_SLUGS), is_disabled: z.boolean() })).max(WEBHOOK_SLUGS.length),
});

export const notificationUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { params: { code: 'url_scheme' } });

const merchantOnly = rolesOnly('merchant');

export const webhookSettingsRoutes = {
  /** The webhook signing key, on demand: it is not part of the current user. */
  notificationKey: defineRoute({
    method: 'GET',
    path: '/user/notification_key',
    access: merchantOnly,
    response: z.object({ notification_key: z.string().nullable() }),
  }),
  setNotificationKey: defineRoute({
    method: 'PATCH',
    path: '/user/notification_key',
    access: merchantOnly,
    body: z.object({
      notification_key: z
        .string()
        .trim()
        .min(8)
        .max(128)
        // A Standard Webhooks key (`whsec_` + base64) is signed with its decoded bytes: they must be there, 24 or more.
        .refine((key) => !key.startsWith('whsec_') || /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/.test(key), { params: { code: 'whsec_key' } }),
    }),
    response: z.object({ notification_key: z.string() }),
  }),
  setNotificationUrl: defineRoute({
    method: 'PATCH',
    path: '/user/notification_url',
    access: merchantOnly,
    body: z.object({ notification_url: notificationUrlSchema }),
    response: z.object({ notification_url: z.string() }),
  }),
  eventSettings: defineRoute({ method: 'GET', path: '/user/webhook', access: merchantOnly, response: z.array(webhookSettingSchema) }),
  saveEventSettings: defineRoute({ method: 'PUT', path: '/user/webhook', access: merchantOnly, body: webhooksBody, response: okSchema }),
};

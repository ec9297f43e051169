import { z } from 'zod';

/** The phone app's API: pairing, heartbeats and the bank notifications it reads. */
export const DEVICE_API_BASE = '/api/device/v1';

const text = (max: number) => z.string().trim().max(max);

/** What the phone says about itself (the spec's device entity). */
export const deviceInfoSchema = z
  .object({
    android_id: text(64).min(1),
    android_version: text(32).optional(),
    app_version: text(32).optional(),
    device_model: text(120).optional(),
    ip_address: text(64).optional(),
    location: z
      .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .strict()
      .nullable()
      .optional(),
    sims: z
      .array(
        z
          .object({ mcc: text(8).optional(), mnc: text(8).optional(), carrierName: text(80).optional(), countryIso: text(8).optional() })
          .strict(),
      )
      .max(4)
      .optional(),
  })
  .strict();
export type DeviceInfo = z.output<typeof deviceInfoSchema>;

export const pairBody = z.object({ code: z.string().trim().min(1).max(32), device: deviceInfoSchema }).strict();
export const pairAnswer = z.object({ data: z.object({ token: z.string(), terminal: z.object({ guid: z.string(), name: z.string() }) }) });

export const heartbeatBody = z
  .object({
    device: deviceInfoSchema,
    battery: z.number().int().min(0).max(100).nullable().optional(),
    network: text(32).nullable().optional(),
  })
  .strict();
export const heartbeatAnswer = z.object({ data: z.object({ status: z.string(), auto_confirm: z.boolean() }) });

/** A received time: a date-time with its offset, not before 2000, not far in the future (checked on the server). */
const receivedAt = z.iso.datetime({ offset: true });

export const deviceNotificationSchema = z
  .object({
    /** The phone's own id of the notification: a repeated delivery is stored once. */
    id: text(128).min(1),
    /** The SMS sender id, or the Android package of the app that posted the push. */
    source: text(128).min(1),
    title: text(500).nullable().optional(),
    text: z.string().max(4000).min(1),
    received_at: receivedAt,
  })
  .strict();
export type DeviceNotification = z.output<typeof deviceNotificationSchema>;

export const notificationsBody = z.object({ items: z.array(deviceNotificationSchema).min(1).max(100) }).strict();

export const NOTIFICATION_OUTCOMES = [
  'matched',
  'awaiting_confirmation',
  'review',
  'unmatched',
  'ignored',
  'unparsed',
  'unknown_source',
] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

export const notificationReadSchema = z.object({
  bank: z.string().nullable(),
  kind: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  payer: z.string().nullable(),
  tail: z.string().nullable(),
  balance: z.string().nullable(),
  template: z.string().nullable(),
});

export const notificationResultSchema = z.object({
  id: z.string(),
  read: notificationReadSchema,
  outcome: z.enum(NOTIFICATION_OUTCOMES),
  order_guid: z.string().nullable(),
  duplicate: z.boolean(),
});
export const notificationsAnswer = z.object({ data: z.object({ items: z.array(notificationResultSchema) }) });

/**
 * What the SMS forwarder app (Incoming SMS to URL forwarder, tech.bogomolov.incomingsmsgateway)
 * posts with its default payload; the stamps are milliseconds, quoted or not.
 */
const stamp = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number),
]);
export const forwarderBody = z
  .object({
    from: z.string().trim().min(1).max(128),
    fromName: z.string().max(128).optional(),
    text: z.string().min(1).max(4000),
    sentStamp: stamp.optional(),
    receivedStamp: stamp.optional(),
    sim: z.string().max(64).optional(),
    messageType: z.string().max(32).optional(),
  })
  .strict();
export const forwarderParams = z.object({ secret: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
export const forwardAnswer = z.object({ data: notificationResultSchema });

/** Every call of the device API, with what it takes and answers; the OpenAPI document is built from these. */
export const deviceApi = {
  pair: { method: 'POST', path: '/pair', body: pairBody, response: pairAnswer },
  heartbeat: { method: 'POST', path: '/heartbeat', body: heartbeatBody, response: heartbeatAnswer },
  notifications: { method: 'POST', path: '/notifications', body: notificationsBody, response: notificationsAnswer },
  forward: { method: 'POST', path: '/forward/:secret', params: forwarderParams, body: forwarderBody, response: forwardAnswer },
} as const;

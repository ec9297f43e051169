import { z } from 'zod';
import { okSchema } from '../common/envelope';
import { listOf, listQuerySchema } from '../common/list';
import { defineRoute, rolesOnly } from '../common/route';
import { deviceInfoSchema, NOTIFICATION_OUTCOMES, notificationReadSchema } from './device-api';

/**
 * A terminal's life: created → unassigned (waiting to be paired) → moderation (paired, waiting
 * for an admin) → pending (approved, waiting for the first heartbeat) → enabled. `disabled` by
 * its trader, `disabled_by_admin`, and `lost_connection` after PRESENCE_TIMEOUT without a heartbeat.
 */
export const TERMINAL_STATUSES = [
  'disabled',
  'unassigned',
  'moderation',
  'pending',
  'enabled',
  'disabled_by_admin',
  'lost_connection',
] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

/** No heartbeat for this long: the terminal has lost its connection and confirms nothing. */
export const TERMINAL_HEARTBEAT_TIMEOUT_SECONDS = 120;
/** How often the phone app sends a heartbeat. */
export const TERMINAL_HEARTBEAT_SECONDS = 30;
/** A pairing code lives this long; the trader can ask for a new one. */
export const PAIRING_CODE_TTL_SECONDS = 600;
/** The terminals page pages only past this many cards; the requisite picker loads this many. */
export const TERMINAL_PAGE_SIZE = 20;
export const TERMINAL_REQUISITES_COUNT = 1000;

const idParams = z.object({ id: z.string().uuid() });
const guidParams = z.object({ guid: z.string().uuid() });

export const terminalSchema = z.object({
  guid: z.string(),
  name: z.string(),
  status: z.object({ slug: z.enum(TERMINAL_STATUSES), title: z.string() }),
  is_online: z.boolean(),
  deposit_open: z.boolean(),
  withdraw_open: z.boolean(),
  /** A matching notification pays the order by itself; off, every match waits for the trader's click. */
  auto_confirm: z.boolean(),
  user: z.object({ uuid: z.string(), username: z.string(), email: z.string() }),
  requisites: z.array(z.object({ id: z.string(), name: z.string() })),
  device: deviceInfoSchema.nullable(),
  battery: z.number().int().nullable(),
  network: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  /** True when an SMS-forwarder address is issued for this terminal. */
  has_forwarder: z.boolean(),
  created_at: z.string(),
});
export type Terminal = z.output<typeof terminalSchema>;

/** A new terminal, or a renewed code: the one-time pairing code, shown once. */
export const pairingSchema = z.object({ code: z.string(), expires_at: z.string() });
export const createdTerminalSchema = terminalSchema.extend({ pairing_code: z.string(), pairing_expires_at: z.string() });

export const terminalBody = z.object({
  name: z.string().trim().min(1).max(120),
  requisites: z.array(z.string().uuid()).min(1).max(TERMINAL_REQUISITES_COUNT),
});
export const terminalUpdateBody = terminalBody.extend({
  deposit_open: z.boolean().optional(),
  withdraw_open: z.boolean().optional(),
  auto_confirm: z.boolean().optional(),
});
export const terminalModeBody = z.object({ direction: z.enum(['pay_in', 'pay_out']), is_enabled: z.boolean() });

/** The spec's terminal notification, with what was read from it and what became of it. */
export const terminalNotificationSchema = z.object({
  id: z.string(),
  terminal: z.object({ guid: z.string(), name: z.string() }),
  orderGuid: z.string().nullable(),
  source: z.string(),
  title: z.string().nullable(),
  type: z.object({ slug: z.enum(NOTIFICATION_OUTCOMES), title: z.string() }),
  body: z.string(),
  payload: z.object({
    operationType: z.object({ slug: z.string().nullable(), title: z.string() }),
    amount: z.string().nullable(),
    currency: z.object({ code: z.string().nullable() }),
  }),
  read: notificationReadSchema,
  received_at: z.string(),
  created_at: z.string(),
});
export type TerminalNotification = z.output<typeof terminalNotificationSchema>;

/** The per-terminal address an SMS-forwarder app posts to, with its secret inside: shown once. */
export const forwarderSchema = z.object({ url: z.string(), app: z.string() });

/** A trader an admin lets route without a terminal: the trader confirms payments by hand. */
export const manualTraderSchema = z.object({ uuid: z.string(), username: z.string(), email: z.string(), without_terminal: z.boolean() });
export const manualTraderBody = z.object({ without_terminal: z.boolean() });

const admins = rolesOnly('admin');
const traders = rolesOnly('trader');
const both = rolesOnly('admin', 'trader');
const own = { resource: 'terminal', param: 'id', roles: ['trader'] } as const;
const ownGuid = { resource: 'terminal', param: 'guid', roles: ['trader'] } as const;

export const terminalRoutes = {
  list: defineRoute({ method: 'GET', path: '/terminal', access: admins, query: listQuerySchema, response: listOf(terminalSchema) }),
  myList: defineRoute({
    method: 'GET',
    path: '/trader/terminal',
    access: traders,
    query: listQuerySchema,
    response: listOf(terminalSchema),
  }),
  create: defineRoute({ method: 'POST', path: '/terminal', access: traders, body: terminalBody, response: createdTerminalSchema }),
  update: defineRoute({
    method: 'PUT',
    path: '/terminal/:guid',
    access: both,
    owner: ownGuid,
    params: guidParams,
    body: terminalUpdateBody,
    response: terminalSchema,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/terminal/:id', access: both, owner: own, params: idParams, response: okSchema }),
  disable: defineRoute({
    method: 'POST',
    path: '/terminal/:id/disable',
    access: both,
    owner: own,
    params: idParams,
    response: terminalSchema,
  }),
  /** The trader switches their disabled terminal back on. */
  enable: defineRoute({
    method: 'POST',
    path: '/terminal/:id/enable',
    access: traders,
    owner: own,
    params: idParams,
    response: terminalSchema,
  }),
  /** The admin approves a paired terminal, or lets a terminal they disabled work again. */
  moderate: defineRoute({ method: 'POST', path: '/terminal/:id/moderate', access: admins, params: idParams, response: terminalSchema }),
  mode: defineRoute({
    method: 'PATCH',
    path: '/terminal/:id/mode',
    access: both,
    owner: own,
    params: idParams,
    body: terminalModeBody,
    response: terminalSchema,
  }),
  pairingCode: defineRoute({
    method: 'POST',
    path: '/terminal/:id/pairing-code',
    access: traders,
    owner: own,
    params: idParams,
    response: pairingSchema,
  }),
  issueForwarder: defineRoute({
    method: 'POST',
    path: '/terminal/:id/forwarder',
    access: traders,
    owner: own,
    params: idParams,
    response: forwarderSchema,
  }),
  revokeForwarder: defineRoute({
    method: 'DELETE',
    path: '/terminal/:id/forwarder',
    access: traders,
    owner: own,
    params: idParams,
    response: okSchema,
  }),
  notifications: defineRoute({
    method: 'GET',
    path: '/terminal/:id/notification',
    access: both,
    owner: own,
    params: idParams,
    query: listQuerySchema,
    response: listOf(terminalNotificationSchema),
  }),
  /** Every notification the caller may see (an admin all, a trader their own), filtered by outcome: payments without an order. */
  allNotifications: defineRoute({
    method: 'GET',
    path: '/terminal-notification',
    access: both,
    query: listQuerySchema,
    response: listOf(terminalNotificationSchema),
  }),
  manualTraders: defineRoute({
    method: 'GET',
    path: '/terminal/manual-trader',
    access: admins,
    query: listQuerySchema,
    response: listOf(manualTraderSchema),
  }),
  setManualTrader: defineRoute({
    method: 'PUT',
    path: '/terminal/manual-trader/:id',
    access: admins,
    params: idParams,
    body: manualTraderBody,
    response: manualTraderSchema,
  }),
};

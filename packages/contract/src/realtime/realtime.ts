import { z } from 'zod';

export const WS_PATH = '/ws/';
export const WS_RECONNECT_MS = 5000;

/** What the client sends once the current user has loaded. */
export const wsAuthMessage = z.object({
  type: z.literal('auth'),
  client: z.literal('platform'),
  data: z.object({ userId: z.string().min(1).max(64), token: z.string().min(1).max(128) }),
});
export type WsAuthMessage = z.infer<typeof wsAuthMessage>;

/** Types of the messages the server itself sends; domain events (`deposit.added`, …) come beside them. */
export const WS_MESSAGE_TYPES = {
  authOk: 'auth.ok',
  authFailed: 'auth.failed',
  error: 'error',
  sessionEnded: 'session.ended',
} as const;

/** What the server pushes. `message` is a JSON string, as the original client expects. */
export const wsServerMessage = z.object({ type: z.string(), message: z.string() });
export type WsServerMessage = z.infer<typeof wsServerMessage>;

/** Payload of a `*.added` message (a credited deposit). */
export const depositAddedPayload = z.object({ amount: z.string(), currency: z.object({ code: z.string(), name: z.string() }) });

/** Payload of an `order.changed` message: an order was created or moved; the lists showing it reload. */
export const orderChangedPayload = z.object({
  id: z.string(),
  direction: z.enum(['pay_in', 'pay_out']),
  from: z.string().nullable(),
  status: z.string(),
  revision: z.number().int(),
});
export type OrderChangedPayload = z.infer<typeof orderChangedPayload>;
export const ORDER_CHANGED = 'order.changed';

/** Payload of a `terminal.changed` message: a terminal's status, modes or linked requisites changed; its lists reload. */
export const terminalChangedPayload = z.object({ guid: z.string(), status: z.string(), name: z.string().optional() });
export const TERMINAL_CHANGED = 'terminal.changed';
/** Payload of a `terminal.notification` message: a terminal sent a notification the trader or admins should see (a payment without an order, a block). */
export const terminalNotificationPayload = z.object({
  id: z.string(),
  terminal: z.string(),
  outcome: z.string(),
  /** Set for what the reader is told in words (a requisite the bank blocked), in both languages. */
  text: z.object({ en: z.string(), ru: z.string() }).optional(),
});
export const TERMINAL_NOTIFICATION = 'terminal.notification';

/**
 * Payload of a `dispute.changed` message: a dispute was opened, answered, decided, or needs an
 * answer soon (its lists reload); `text` is what the reader is told, in both languages, when anything.
 */
export const disputeChangedPayload = z.object({
  uuid: z.string(),
  order_uuid: z.string(),
  status: z.string(),
  text: z.object({ en: z.string(), ru: z.string() }).optional(),
});
export type DisputeChangedPayload = z.infer<typeof disputeChangedPayload>;
export const DISPUTE_CHANGED = 'dispute.changed';

/**
 * Payload of a `wallet.drift` message, to admins: what the chain says a real wallet's address holds
 * differs from what the platform believes it holds; `text` says so in both languages.
 */
export const walletDriftPayload = z.object({
  address: z.string(),
  username: z.string(),
  on_chain: z.string(),
  believed: z.string(),
  text: z.object({ en: z.string(), ru: z.string() }),
});
export type WalletDriftPayload = z.infer<typeof walletDriftPayload>;
export const WALLET_DRIFT = 'wallet.drift';

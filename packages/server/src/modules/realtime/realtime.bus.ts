import type { WsServerMessage } from '@paydesk/contract';
import type { Db } from '../../db/db';
import type { SocketHub } from './socket-hub';

const CHANNEL = 'app_events';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: batches stay under this. */
const MAX_PAYLOAD = 7_000;

export type RealtimeEvent =
  | { kind: 'message'; userId: string; message: WsServerMessage }
  /** One session ended (`sessionHash`), or every session of the user but `except`. */
  | { kind: 'sessions_ended'; userId: string; sessionHash: string | null; except?: string };

/** Events as JSON arrays, each under the payload limit (an event too big alone goes alone, and is refused as before). */
export const batchesOf = (events: RealtimeEvent[]) => {
  const batches: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const event of events) {
    const text = JSON.stringify(event);
    if (current.length > 0 && size + text.length + 1 > MAX_PAYLOAD) {
      batches.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(text);
    size += text.length + 1;
  }
  if (current.length > 0) batches.push(`[${current.join(',')}]`);
  return batches;
};

/**
 * Fans events out to every server process through PostgreSQL NOTIFY; each process delivers
 * them to the sockets it holds. With the embedded database the channel stays in process.
 * Events published in one turn of the event loop go out together, as few NOTIFYs as fit: under
 * load every order announces itself to several people, and each NOTIFY is a round trip that
 * takes PostgreSQL's notification lock.
 */
export const createRealtimeBus = (db: Db, hub: SocketHub) => {
  const deliver = (event: RealtimeEvent) => {
    if (event.kind === 'message') hub.send(event.userId, event.message);
    else hub.closeSessions(event.userId, event.sessionHash, event.except ?? null);
  };
  let unsubscribe: (() => Promise<void>) | null = null;
  const queued: RealtimeEvent[] = [];
  let flushing: Promise<void> | null = null;

  return {
    start: async () => {
      unsubscribe = await db.listen(CHANNEL, (payload) => {
        try {
          const parsed = JSON.parse(payload) as RealtimeEvent | RealtimeEvent[];
          for (const event of Array.isArray(parsed) ? parsed : [parsed]) deliver(event);
        } catch {
          // A malformed payload cannot come from our own publish; ignore it rather than crash.
        }
      });
    },
    stop: async () => {
      await unsubscribe?.();
      unsubscribe = null;
    },
    /** Subscribed, and the database's notifications reach this process. */
    listening: () => unsubscribe !== null && db.listening(),
    publish: (event: RealtimeEvent): Promise<void> => {
      queued.push(event);
      flushing ??= new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          const events = queued.splice(0);
          flushing = null;
          Promise.all(batchesOf(events).map((batch) => db.notify(CHANNEL, batch))).then(() => resolve(), reject);
        }),
      );
      return flushing;
    },
  };
};

export type RealtimeBus = ReturnType<typeof createRealtimeBus>;

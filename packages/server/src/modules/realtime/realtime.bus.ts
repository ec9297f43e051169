import type { WsServerMessage } from '@paydesk/contract';
import type { Db } from '../../db/db';
import type { SocketHub } from './socket-hub';

const CHANNEL = 'app_events';

export type RealtimeEvent =
  | { kind: 'message'; userId: string; message: WsServerMessage }
  /** One session ended (`sessionHash`), or every session of the user but `except`. */
  | { kind: 'sessions_ended'; userId: string; sessionHash: string | null; except?: string };

/**
 * Fans events out to every server process through PostgreSQL NOTIFY; each process delivers
 * them to the sockets it holds. With the embedded database the channel stays in process.
 */
export const createRealtimeBus = (db: Db, hub: SocketHub) => {
  const deliver = (event: RealtimeEvent) => {
    if (event.kind === 'message') hub.send(event.userId, event.message);
    else hub.closeSessions(event.userId, event.sessionHash, event.except ?? null);
  };
  let unsubscribe: (() => Promise<void>) | null = null;

  return {
    start: async () => {
      unsubscribe = await db.listen(CHANNEL, (payload) => {
        try {
          deliver(JSON.parse(payload) as RealtimeEvent);
        } catch {
          // A malformed payload cannot come from our own publish; ignore it rather than crash.
        }
      });
    },
    stop: async () => {
      await unsubscribe?.();
    },
    publish: (event: RealtimeEvent) => db.notify(CHANNEL, JSON.stringify(event)),
  };
};

export type RealtimeBus = ReturnType<typeof createRealtimeBus>;

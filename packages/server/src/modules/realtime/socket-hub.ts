import { WS_MESSAGE_TYPES, type WsServerMessage } from '@paydesk/contract';

/** The part of a websocket the hub needs; `ws`'s WebSocket fits it. */
export type HubSocket = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

type Entry = { socket: HubSocket; sessionHash: string };

type PresenceHooks = { connected: (userId: string) => unknown; disconnected: (userId: string) => unknown };

/** This process's authenticated sockets, by user; presence is told of each one that comes and goes. */
export const createSocketHub = (presence: PresenceHooks = { connected: () => undefined, disconnected: () => undefined }) => {
  const byUser = new Map<string, Set<Entry>>();

  const remove = (userId: string, entry: Entry) => {
    const set = byUser.get(userId);
    if (!set?.delete(entry)) return;
    presence.disconnected(userId);
    if (set.size === 0) byUser.delete(userId);
  };

  return {
    /** Registers a socket; resolves once presence has recorded it. */
    add: async (userId: string, sessionHash: string, socket: HubSocket) => {
      const entry = { socket, sessionHash };
      const set = byUser.get(userId) ?? new Set();
      set.add(entry);
      byUser.set(userId, set);
      await presence.connected(userId);
      return () => remove(userId, entry);
    },
    send: (userId: string, message: WsServerMessage) => {
      const data = JSON.stringify(message);
      for (const { socket } of byUser.get(userId) ?? []) socket.send(data);
    },
    /** Closes the user's sockets of one session, or of every session (but `except`) when none is named. */
    closeSessions: (userId: string, sessionHash: string | null, except: string | null = null) => {
      for (const entry of [...(byUser.get(userId) ?? [])]) {
        if (sessionHash !== null && entry.sessionHash !== sessionHash) continue;
        if (entry.sessionHash === except) continue;
        entry.socket.send(JSON.stringify({ type: WS_MESSAGE_TYPES.sessionEnded, message: '{}' } satisfies WsServerMessage));
        entry.socket.close(4401, 'session ended');
        remove(userId, entry);
      }
    },
    /** The sessions this process holds sockets of, by user. */
    sessions: () => [...byUser].flatMap(([userId, set]) => [...set].map(({ sessionHash }) => ({ userId, sessionHash }))),
    isOnline: (userId: string) => byUser.has(userId),
    onlineUserIds: () => [...byUser.keys()],
    /** The sockets this process holds. */
    count: () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
    /**
     * Closes every socket. 1012 (service restart) tells the browser to connect again: the proxy
     * gives the new connection to a process that stays.
     */
    closeAll: () => {
      for (const set of byUser.values()) for (const { socket } of set) socket.close(1012, 'server restarting');
      byUser.clear();
    },
  };
};

export type SocketHub = ReturnType<typeof createSocketHub>;

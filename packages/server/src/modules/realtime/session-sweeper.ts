import type { SessionService } from '../auth';
import type { SocketHub } from './socket-hub';

const SWEEP_EVERY_MS = 60_000;

/**
 * Sessions also end without an event: they expire, go idle, or their user is deactivated in
 * the database. Once a minute this process closes the sockets it holds for such sessions.
 */
export const createSessionSweeper = (hub: SocketHub, sessions: SessionService) => {
  let timer: NodeJS.Timeout | null = null;

  const sweep = async () => {
    const held = hub.sessions();
    if (held.length === 0) return 0;
    const live = await sessions.liveAmong([...new Set(held.map((entry) => entry.sessionHash))]);
    const ended = held.filter((entry) => !live.has(entry.sessionHash));
    for (const { userId, sessionHash } of ended) hub.closeSessions(userId, sessionHash);
    return ended.length;
  };

  return {
    sweep,
    start: () => {
      timer ??= setInterval(() => void sweep().catch(() => undefined), SWEEP_EVERY_MS);
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
};

export type SessionSweeper = ReturnType<typeof createSessionSweeper>;

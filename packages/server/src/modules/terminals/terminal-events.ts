import { TERMINAL_CHANGED, TERMINAL_NOTIFICATION, type Language } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { createAdminIds } from '../users/user-directory.service';

/** Tells a terminal's trader and every admin, after the commit, that it changed or sent something to look at. */
export const createTerminalEvents = ({ db, bus }: Pick<AppDeps, 'db' | 'bus'>) => {
  const adminIds = createAdminIds(db);
  const audience = async (ownerId: string) => new Set([ownerId, ...(await adminIds())]);
  const tell = async (ownerId: string, type: string, payload: unknown) => {
    const message = { type, message: JSON.stringify(payload) };
    await Promise.all([...(await audience(ownerId))].map((userId) => bus.publish({ kind: 'message', userId, message })));
  };
  return {
    changed: (terminal: { id: string; user_id: string; status: string; name?: string }) =>
      tell(terminal.user_id, TERMINAL_CHANGED, { guid: terminal.id, status: terminal.status, name: terminal.name }),
    notification: (ownerId: string, payload: { id: string; terminal: string; outcome: string; text?: Record<Language, string> }) =>
      tell(ownerId, TERMINAL_NOTIFICATION, payload),
  };
};

export type TerminalEvents = ReturnType<typeof createTerminalEvents>;

import { TERMINAL_HEARTBEAT_TIMEOUT_SECONDS } from '@paydesk/contract';
import type { Db } from '../../../db/db';
import type { TerminalEvents } from '../terminal-events';
import { markLostConnections } from '../terminals.repository';

export const LOST_CONNECTION_JOB = 'terminal-lost-connection';
export const LOST_CONNECTION_EVERY_MS = 15_000;

/** Enabled terminals silent past the timeout lose their connection (and their orders), and their people are told. */
export const markLostTerminals = (db: Db, events: TerminalEvents) => async () => {
  const lost = await markLostConnections(db, TERMINAL_HEARTBEAT_TIMEOUT_SECONDS);
  for (const terminal of lost) await events.changed({ ...terminal, status: 'lost_connection' });
  return lost.length;
};

import { innerApi } from '@paydesk/contract';
import type { TerminalScope } from '../model/terminal-types';

/** Admins see every trader's terminals (/terminal), a trader their own (/trader/terminal). */
export const TERMINAL_LIST_ROUTES = {
  admin: innerApi.terminals.list,
  trader: innerApi.terminals.myList,
} as const satisfies Record<TerminalScope, object>;

import { innerApi } from '@paydesk/contract';
import { listKeyOf, type ListParams } from '../../../shared/list/list-query';
import type { TerminalScope } from '../model/terminal-types';
import { TERMINAL_LIST_ROUTES } from './terminal-routes';

/** Every cache key of the terminals feature; list keys come from the list protocol, by route. */
export const terminalKeys = {
  list: (scope: TerminalScope) => listKeyOf(TERMINAL_LIST_ROUTES[scope]),
  lists: () => (['admin', 'trader'] as const).map((scope) => listKeyOf(TERMINAL_LIST_ROUTES[scope])),
  /** One terminal's notifications, a page of them. */
  notifications: (id: string, params: ListParams) => ['terminals', 'notifications', id, params] as const,
  allNotificationsOfTerminals: () => ['terminals', 'notifications'] as const,
  /** Notifications of every terminal the caller may see (payments without an order). */
  unmatched: () => listKeyOf(innerApi.terminals.allNotifications),
  manualTraders: () => listKeyOf(innerApi.terminals.manualTraders),
  requisiteChoices: () => ['terminals', 'requisite-choices'] as const,
};

import type { QueryClient } from '@tanstack/react-query';
import { terminalKeys } from './keys';

/** Every terminal list (admin's and trader's): after a change made here or announced by the server. */
export const refreshTerminals = (queryClient: QueryClient) =>
  Promise.all(terminalKeys.lists().map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Every notification list: one terminal's and the payments without an order. */
export const refreshNotifications = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: terminalKeys.allNotificationsOfTerminals() }),
    queryClient.invalidateQueries({ queryKey: terminalKeys.unmatched() }),
  ]);

import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from './keys';

/** After a change: every users list, the agent's traders, and the user's details load again. */
export const refreshUsers = (queryClient: QueryClient, uuid?: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.list() }),
    queryClient.invalidateQueries({ queryKey: userKeys.agentTraders() }),
    uuid ? queryClient.invalidateQueries({ queryKey: userKeys.details(uuid) }) : null,
  ]);

import { innerApi } from '@paydesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { listKeyOf } from '../../../shared/list/list-query';
import { userDetailsKey } from './get-user-details';
import { usersListKey } from './get-users';

/** After a change: every users list, the agent's traders, and the user's details load again. */
export const refreshUsers = (queryClient: QueryClient, uuid?: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: usersListKey }),
    queryClient.invalidateQueries({ queryKey: listKeyOf(innerApi.users.agentTraders) }),
    uuid ? queryClient.invalidateQueries({ queryKey: userDetailsKey(uuid) }) : null,
  ]);

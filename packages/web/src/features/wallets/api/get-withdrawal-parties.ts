import { innerApi, LOOKUP_PER_PAGE, type Role } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../shared/list/list-query';

/** Traders or merchants for a select: one page of 100, as the spec's lookups ask. */
export const useUserOptions = (type: Extract<Role, 'trader' | 'merchant'>) =>
  useQuery({
    ...listQueryOptions(innerApi.users.list, { page: 1, count: LOOKUP_PER_PAGE, filter: { type } }),
    select: (answer) => answer.items.map((user) => ({ value: user.uuid, label: user.username })),
    staleTime: 60_000,
  });

import type { Role } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { usersOfTypeQuery } from '../../../shared/api/reference-queries';

/** Traders or merchants for a select: one page of 100, as the spec's lookups ask. */
export const useUserOptions = (type: Extract<Role, 'trader' | 'merchant'>) =>
  useQuery({
    ...usersOfTypeQuery(type),
    select: (answer) => answer.items.map((user) => ({ value: user.uuid, label: user.username })),
  });

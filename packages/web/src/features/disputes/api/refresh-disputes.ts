import type { QueryClient } from '@tanstack/react-query';
import { disputeKeys } from './keys';

/** Every dispute list and every dispute read here: after a change made here or elsewhere. */
export const refreshDisputes = (queryClient: QueryClient) =>
  Promise.all([
    ...disputeKeys.lists().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: disputeKeys.all() }),
  ]);

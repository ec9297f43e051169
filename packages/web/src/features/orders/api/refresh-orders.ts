import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from './keys';

/** Every order list and the open details: after a change made here or announced by the server. */
export const refreshOrders = (queryClient: QueryClient) =>
  Promise.all([
    ...orderKeys.lists().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: orderKeys.allDetails() }),
  ]);

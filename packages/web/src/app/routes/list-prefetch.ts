import { innerApi } from '@paydesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchUsersList } from '../../features/users/api/get-users';
import { tabOf, TAB_TYPE } from '../../features/users/model/user-type';
import { prefetchMyTransactions } from '../../features/wallets/api/get-my-transactions';
import { prefetchMyWallets } from '../../features/wallets/api/get-my-wallets';
import { hasBalanceScreen } from '../../features/wallets/model/wallet-access';
import { canAccess } from '../../shared/session/access.util';
import { currentUserQueryKey, currentUserQueryOptions } from '../../shared/session/current-user';

/** The signed-in user who will see the screen, or null when it will not be shown (signed out, two-factor first). */
const viewer = async (queryClient: QueryClient) => {
  // Already failed: the root layout shows it with a retry; asking again here would race that.
  if (queryClient.getQueryState(currentUserQueryKey)?.status === 'error') return null;
  try {
    const user = await queryClient.fetchQuery(currentUserQueryOptions());
    return user && !user.two_factor_setup_required ? user : null;
  } catch {
    // The root layout shows the failure; nothing to ask for ahead.
    return null;
  }
};

/**
 * A list screen's first answers, asked for while its code is still on the way, so the two travel
 * side by side instead of one after the other. Only what the screen itself would ask for, and
 * only when it would: a signed-out visitor or another role asks for nothing.
 */
export const LIST_PREFETCH = {
  users: async (queryClient: QueryClient, url: URL) => {
    const user = await viewer(queryClient);
    if (!canAccess(user, innerApi.users.list.access)) return;
    prefetchUsersList(queryClient, TAB_TYPE[tabOf(url.pathname, url.searchParams.get('tab'))], url.searchParams);
  },
  balance: async (queryClient: QueryClient, url: URL) => {
    const user = await viewer(queryClient);
    if (!hasBalanceScreen(user)) return;
    prefetchMyWallets(queryClient, url.searchParams);
    prefetchMyTransactions(queryClient, url.searchParams);
  },
} as const;

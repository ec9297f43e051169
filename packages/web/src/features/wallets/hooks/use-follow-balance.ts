import type { Wallet } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { walletKeys } from '../api/keys';

/**
 * The current user carries the balance and is reloaded when a deposit arrives (realtime). When
 * its amounts change, the wallets table and the history load again, so the screen stays whole.
 */
export const useFollowBalance = (wallets: readonly Wallet[]) => {
  const queryClient = useQueryClient();
  const amounts = wallets.map((wallet) => `${wallet.address ?? wallet.name}=${wallet.amount.amount}`).join('|');
  const seen = useRef(amounts);

  useEffect(() => {
    if (seen.current === amounts) return;
    seen.current = amounts;
    void queryClient.invalidateQueries({ queryKey: walletKeys.mine() });
    void queryClient.invalidateQueries({ queryKey: walletKeys.myTransactions() });
  }, [amounts, queryClient]);
};

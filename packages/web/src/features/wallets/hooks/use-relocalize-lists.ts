import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../../shared/i18n/use-t';
import { myTransactionsKey } from '../api/get-my-transactions';
import { myWalletsKey } from '../api/get-my-wallets';
import { transactionsKey } from '../api/get-transactions';
import { walletHoldersKey } from '../api/get-wallet-holders';

/**
 * Statuses, types and filter labels of these lists come translated by the server (`x-language`):
 * after a language switch they load again so the screen does not mix two languages.
 */
export const useRelocalizeLists = () => {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const shown = useRef(locale);

  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    for (const queryKey of [myWalletsKey, myTransactionsKey, transactionsKey, walletHoldersKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [locale, queryClient]);
};

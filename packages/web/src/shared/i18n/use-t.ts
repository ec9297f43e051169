import { useCallback, useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale } from './locale-store';
import { translate, type Translate } from './translate';

export const useLocale = () => useSyncExternalStore(subscribeLocale, getLocale);

export const useT = (): Translate => {
  const locale = useLocale();
  return useCallback((key, params) => translate(key, params, locale), [locale]);
};

import { useQuery } from '@tanstack/react-query';
import { currenciesQuery } from '../../../shared/api/reference-queries';

/** Fiat and crypto currencies for the flow form; they change rarely. */
export const useFlowCurrencies = () => {
  const fiat = useQuery(currenciesQuery('fiat'));
  const crypto = useQuery(currenciesQuery('crypto'));
  return { fiat: fiat.data ?? [], crypto: crypto.data ?? [], isPending: fiat.isPending || crypto.isPending };
};

import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** Fiat and crypto currencies for the flow form; they change rarely. */
export const useFlowCurrencies = () => {
  const fiat = useQuery({
    queryKey: ['currencies', 'fiat'],
    queryFn: ({ signal }) => callApi(innerApi.currencies.fiat, { signal }),
    staleTime: 5 * 60_000,
  });
  const crypto = useQuery({
    queryKey: ['currencies', 'crypto'],
    queryFn: ({ signal }) => callApi(innerApi.currencies.crypto, { signal }),
    staleTime: 5 * 60_000,
  });
  return { fiat: fiat.data ?? [], crypto: crypto.data ?? [], isPending: fiat.isPending || crypto.isPending };
};

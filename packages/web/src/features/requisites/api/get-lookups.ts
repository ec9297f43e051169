import { innerApi, LOOKUP_PER_PAGE } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { listQueryOptions } from '../../../shared/list/list-query';

const RARELY = 5 * 60_000;

/** Payment types (with the currencies each takes and an icon), payment options (fields, names, rules), fiat currencies. */
export const usePaymentTypes = () =>
  useQuery({
    queryKey: ['requisites', 'payment-types'],
    queryFn: ({ signal }) => callApi(innerApi.requisites.paymentTypes, { query: { count: 'all' }, signal }),
    staleTime: RARELY,
  });

export const usePaymentOptions = () =>
  useQuery({
    queryKey: ['requisites', 'payment-options'],
    queryFn: ({ signal }) => callApi(innerApi.requisites.paymentOptions, { signal }),
    staleTime: RARELY,
  });

export const useFiatCurrencies = () =>
  useQuery({ queryKey: ['currencies', 'fiat'], queryFn: ({ signal }) => callApi(innerApi.currencies.fiat, { signal }), staleTime: RARELY });

/** Traders an admin can give a requisite to: the first big page, as every lookup. */
export const useTraderOwners = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    ...listQueryOptions(innerApi.users.list, { page: 1, count: LOOKUP_PER_PAGE, filter: { type: 'trader' } }),
    enabled,
    staleTime: 60_000,
  });

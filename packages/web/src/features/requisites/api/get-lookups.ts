import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { currenciesQuery, usersOfTypeQuery } from '../../../shared/api/reference-queries';
import { requisiteKeys } from './keys';

const RARELY = 5 * 60_000;

/** Payment types (with the currencies each takes and an icon), payment options (fields, names, rules), fiat currencies. */
export const usePaymentTypes = () =>
  useQuery({
    queryKey: requisiteKeys.paymentTypes(),
    queryFn: ({ signal }) => callApi(innerApi.requisites.paymentTypes, { query: { count: 'all' }, signal }),
    staleTime: RARELY,
  });

export const usePaymentOptions = () =>
  useQuery({
    queryKey: requisiteKeys.paymentOptions(),
    queryFn: ({ signal }) => callApi(innerApi.requisites.paymentOptions, { signal }),
    staleTime: RARELY,
  });

export const useFiatCurrencies = () => useQuery(currenciesQuery('fiat'));

/** Traders an admin can give a requisite to: the first big page, as every lookup. */
export const useTraderOwners = ({ enabled }: { enabled: boolean }) => useQuery({ ...usersOfTypeQuery('trader'), enabled });

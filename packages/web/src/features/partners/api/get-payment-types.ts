import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { partnerKeys } from './keys';

/** The catalogue's payment types, which a partner instance may serve. */
export const usePaymentTypes = () =>
  useQuery({
    queryKey: partnerKeys.paymentTypes(),
    queryFn: ({ signal }) => callApi(innerApi.requisites.paymentTypes, { query: { count: 'all' }, signal }),
    staleTime: 5 * 60_000,
  });

import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { partnerSystemsQuery, referenceKeys } from '../../../shared/api/reference-queries';

/** Partner payment systems; the same cache entry the flow panel's partner select reads. */
export const usePartners = () => useQuery({ ...partnerSystemsQuery(), staleTime: 0, meta: { silentErrors: true } });

export const usePartner = (slug: string) =>
  useQuery({
    queryKey: referenceKeys.partnerSystem(slug),
    queryFn: ({ signal }) => callApi(innerApi.partners.details, { params: { slug }, signal }),
    meta: { silentErrors: true },
  });

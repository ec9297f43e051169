import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** Partner payment systems; the same key the flow panel's partner select reads. */
export const usePartners = () =>
  useQuery({
    queryKey: ['partner-system', 'list'],
    queryFn: ({ signal }) => callApi(innerApi.partners.list, { signal }),
    meta: { silentErrors: true },
  });

export const usePartner = (slug: string) =>
  useQuery({
    queryKey: ['partner-system', 'detail', slug],
    queryFn: ({ signal }) => callApi(innerApi.partners.details, { params: { slug }, signal }),
    meta: { silentErrors: true },
  });

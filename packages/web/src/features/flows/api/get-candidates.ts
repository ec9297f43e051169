import { innerApi, LOOKUP_PER_PAGE } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { listQueryOptions } from '../../../shared/list/list-query';

/** Merchants or traders a flow can take: the first big page of that user type, as the spec asks. */
export const useFlowUsers = (type: 'merchant' | 'trader', { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...listQueryOptions(innerApi.users.list, { page: 1, count: LOOKUP_PER_PAGE, filter: { type } }),
    enabled,
    staleTime: 60_000,
  });

/** Partner payment systems that can serve a flow. */
export const usePartnerSystems = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: ['partner-system', 'list'],
    queryFn: ({ signal }) => callApi(innerApi.partners.list, { signal }),
    enabled,
    staleTime: 60_000,
  });

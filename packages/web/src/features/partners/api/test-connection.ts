import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { referenceKeys } from '../../../shared/api/reference-queries';
import { partnerKeys } from './keys';

export const testConnection = (slug: string) => callApi(innerApi.partners.testConnection, { params: { slug } });

/** Calls the partner's balance; its breaker state and balance log change, so both reload. */
export const useTestConnection = (slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => testConnection(slug),
    meta: { silentErrors: true },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceKeys.partnerSystem(slug) }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.partnerSystems() }),
        queryClient.invalidateQueries({ queryKey: partnerKeys.balanceLogs(slug) }),
      ]);
    },
  });
};

import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { antiFraudKeys } from './keys';

export const releaseCase = (guid: string) => callApi(innerApi.antiFraud.release, { params: { guid } });

/** The confirm dialog shows a refusal itself; after a release the list reloads. */
export const useReleaseCase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseCase,
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: antiFraudKeys.lists() }),
  });
};

import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { useLocale } from '../../../shared/i18n/use-t';
import { disputeKeys } from './keys';

export const getDisputeReasons = (signal?: AbortSignal) => callApi(innerApi.disputes.reasons, { signal });

/** The reasons a dispute may give, with their fields, in the user's language. */
export const useDisputeReasons = () => {
  const locale = useLocale();
  return useQuery({
    queryKey: disputeKeys.reasons(locale),
    queryFn: ({ signal }) => getDisputeReasons(signal),
    staleTime: Infinity,
    meta: { silentErrors: true },
  });
};

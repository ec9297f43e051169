import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { disputeKeys } from './keys';

export const getDispute = (uuid: string, signal?: AbortSignal) => callApi(innerApi.disputes.details, { params: { uuid }, signal });

/** One dispute with its files and entries; nothing is asked while none is open. */
export const useDispute = (uuid: string | null) =>
  useQuery({
    queryKey: disputeKeys.details(uuid ?? ''),
    queryFn: ({ signal }) => getDispute(uuid!, signal),
    enabled: uuid !== null,
    // The drawer shows its own error.
    meta: { silentErrors: true },
  });

import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { webhookKeys } from './keys';

export const getEndpoint = (signal?: AbortSignal) => callApi(innerApi.webhooks.endpoint, { signal });

export const endpointQueryOptions = () => queryOptions({ queryKey: webhookKeys.endpoint(), queryFn: ({ signal }) => getEndpoint(signal) });

/** The merchant's endpoint: paused after days of failures, until re-enabled. */
export const useEndpoint = ({ enabled }: { enabled: boolean }) => useQuery({ ...endpointQueryOptions(), enabled });

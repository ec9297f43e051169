import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { accountKeys } from './keys';

export const getWebhooks = (signal?: AbortSignal) => callApi(innerApi.account.webhooks, { signal });

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.webhooks(), queryFn: ({ signal }) => getWebhooks(signal), staleTime: 0 });

export const useWebhooks = ({ enabled }: { enabled: boolean }) => useQuery({ ...webhooksQueryOptions(), enabled });

import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { webhookKeys } from './keys';

export const getEventSettings = (signal?: AbortSignal) => callApi(innerApi.webhooks.eventSettings, { signal });

export const eventSettingsQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.eventSettings(), queryFn: ({ signal }) => getEventSettings(signal), staleTime: 0 });

export const useEventSettings = ({ enabled }: { enabled: boolean }) => useQuery({ ...eventSettingsQueryOptions(), enabled });

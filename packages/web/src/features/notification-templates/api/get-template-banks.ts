import { innerApi } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { templateKeys } from './keys';

export const getTemplateBanks = (signal?: AbortSignal) => callApi(innerApi.notificationTemplates.banks, { signal });

/** The banks whose notifications are read, with their senders: they change only with a release. */
export const useTemplateBanks = () =>
  useQuery({ queryKey: templateKeys.banks(), queryFn: ({ signal }) => getTemplateBanks(signal), staleTime: Infinity });

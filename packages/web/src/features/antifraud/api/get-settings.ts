import { innerApi } from '@paydesk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { antiFraudKeys } from './keys';

export const getSettings = () => callApi(innerApi.antiFraud.settings, {});

export const settingsQuery = () => queryOptions({ queryKey: antiFraudKeys.settings(), queryFn: getSettings });

/** The settings map, every key with its value in force. */
export const useAntiFraudSettings = () => useQuery(settingsQuery());

import { innerApi } from '@paydesk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import type { ListParams } from '../../../shared/list/list-query';
import { terminalKeys } from './keys';

export const getTerminalNotifications = (id: string, params: ListParams, signal?: AbortSignal) =>
  callApi(innerApi.terminals.notifications, { params: { id }, query: params, signal });

export const terminalNotificationsQueryOptions = (id: string, params: ListParams) =>
  queryOptions({
    queryKey: terminalKeys.notifications(id, params),
    queryFn: ({ signal }) => getTerminalNotifications(id, params, signal),
    placeholderData: keepPreviousData,
    // The spec: a failure is said inside the modal ('Some problems.' and the server's words), no toast.
    meta: { silentErrors: true },
  });

/** One page of a terminal's bank notifications, newest first. */
export const useTerminalNotifications = (id: string, params: ListParams) => useQuery(terminalNotificationsQueryOptions(id, params));

import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

/** The routing directions (admins): their limits, live executors and today's conversion. */
export const useDirections = () => useList(innerApi.orders.directions);

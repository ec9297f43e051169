import { innerApi } from '@paydesk/contract';
import { type ListRoute, useList } from '../../../shared/list/list-query';

// The route also takes the spec's `per_page`; the table speaks the list protocol's `count`, which the route takes too.
const route = innerApi.orders.unprocessed as typeof innerApi.orders.unprocessed & ListRoute;

/** The orders no executor could take (admins), newest first. */
export const useUnprocessed = () => useList(route);

import { useList } from '../../../shared/list/list-query';
import type { RequisiteScope } from '../model/requisite-types';
import { REQUISITE_ROUTES } from './requisite-routes';

/** The requisites table of the signed-in role: filters from the server, 20 a page. */
export const useRequisitesList = (scope: RequisiteScope) => useList(REQUISITE_ROUTES[scope].list);

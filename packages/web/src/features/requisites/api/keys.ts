import type { RequisiteScope } from '../model/requisite-types';
import { listKeyOf } from '../../../shared/list/list-query';
import { REQUISITE_ROUTES } from './requisite-routes';

/** Every cache key of the requisites feature. */
export const requisiteKeys = {
  list: (scope: RequisiteScope) => listKeyOf(REQUISITE_ROUTES[scope].list),
  restrictions: (scope: RequisiteScope, id: string) => ['requisites', scope, 'restrictions', id] as const,
  paymentTypes: () => ['requisites', 'payment-types'] as const,
  paymentOptions: () => ['requisites', 'payment-options'] as const,
};

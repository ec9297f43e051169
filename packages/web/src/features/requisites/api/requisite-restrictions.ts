import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import type { RestrictionEntry } from '../../../shared/restrictions/restrictions-form.util';
import type { RequisiteScope } from '../model/requisite-types';
import { requisiteKeys } from './keys';
import { REQUISITE_ROUTES } from './requisite-routes';

/** Every restriction type with this requisite's values. */
export const useRequisiteRestrictions = (scope: RequisiteScope, id: string) =>
  useQuery({
    queryKey: requisiteKeys.restrictions(scope, id),
    queryFn: ({ signal }) => callApi(REQUISITE_ROUTES[scope].restrictions, { params: { id }, signal }),
    meta: { silentErrors: true },
    staleTime: 0,
  });

export const useSaveRequisiteRestrictions = (scope: RequisiteScope, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: RestrictionEntry[]) =>
      callApi(REQUISITE_ROUTES[scope].setRestrictions, { params: { id }, body: { restrictions: entries } }),
    meta: { silentErrors: true },
    onSuccess: (restrictions) => queryClient.setQueryData(requisiteKeys.restrictions(scope, id), restrictions),
  });
};

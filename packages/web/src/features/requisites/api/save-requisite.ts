import { innerApi, type Requisite } from '@paydesk/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import type { toRequisiteBody } from '../model/requisite-form.util';
import type { RequisiteScope } from '../model/requisite-types';
import { REQUISITE_ROUTES } from './requisite-routes';
import { requisiteKeys } from './keys';

type RequisiteBody = ReturnType<typeof toRequisiteBody>;

export type CreateRequisiteInput = { scope: RequisiteScope; body: RequisiteBody; userUuid: string | null };
export type UpdateRequisiteInput = { scope: RequisiteScope; id: string; body: Partial<RequisiteBody> };

const reloadLists = (queryClient: QueryClient) =>
  Promise.all((['admin', 'trader'] as const).map((scope) => queryClient.invalidateQueries({ queryKey: requisiteKeys.list(scope) })));

/** An admin creates a requisite for a trader (`user_uuid`); a trader for themself. */
export const createRequisite = ({ scope, body, userUuid }: CreateRequisiteInput): Promise<Requisite> =>
  scope === 'admin'
    ? callApi(innerApi.requisites.create, { body: { ...body, user_uuid: userUuid ?? '' } })
    : callApi(innerApi.requisites.myCreate, { body });

export const updateRequisite = ({ scope, id, body }: UpdateRequisiteInput): Promise<Requisite> =>
  callApi(REQUISITE_ROUTES[scope].update, { params: { id }, body });

/** After a create or an edit the list reloads. */
export const useCreateRequisite = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRequisite, meta: { silentErrors: true }, onSuccess: () => reloadLists(queryClient) });
};

export const useUpdateRequisite = ({ silent = true }: { silent?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRequisite, meta: { silentErrors: silent }, onSuccess: () => reloadLists(queryClient) });
};

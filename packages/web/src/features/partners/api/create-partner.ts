import { type BodyOf, innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { referenceKeys } from '../../../shared/api/reference-queries';

export type CreatePartnerRequest = BodyOf<typeof innerApi.partners.create>;

export const createPartner = (body: CreatePartnerRequest) => callApi(innerApi.partners.create, { body });

/** Adds another Paydesk instance as a partner; the list (and the flow panel's partner select) reload. */
export const useCreatePartner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.partnerSystems() }),
  });
};

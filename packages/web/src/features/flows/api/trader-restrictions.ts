import { innerApi, type Restriction } from '@paydesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import type { RestrictionEntry } from '../../../shared/restrictions/restrictions-form.util';
import { flowKeys } from './keys';

export type TraderInFlow = { flowId: string; traderId: string };

/**
 * Every restriction type with this trader's values in this flow: the types (GET /trader_restriction/type)
 * filled from what is stored (GET /trader_restriction filtered by trader and flow).
 */
const getTraderRestrictions = async ({ flowId, traderId }: TraderInFlow, signal?: AbortSignal): Promise<Restriction[]> => {
  const [types, stored] = await Promise.all([
    callApi(innerApi.requisites.traderRestrictionTypes, { signal }),
    callApi(innerApi.requisites.traderRestrictions, {
      query: { page: 1, count: 1, filter: { trader_uuid: traderId, flow_uuid: flowId } },
      signal,
    }),
  ]);
  const saved = stored.items.flatMap((item) => item.types);
  return types.map((type) => {
    const found = saved.find((item) => item.type.slug === type.type.slug);
    return found ? { ...type, value: found.value, is_active: found.is_active } : type;
  });
};

export const useTraderRestrictions = (ref: TraderInFlow) =>
  useQuery({
    queryKey: flowKeys.traderRestrictions(ref.flowId, ref.traderId),
    queryFn: ({ signal }) => getTraderRestrictions(ref, signal),
    meta: { silentErrors: true },
    staleTime: 0,
  });

export const saveTraderRestrictions = ({ flowId, traderId, entries }: TraderInFlow & { entries: RestrictionEntry[] }) =>
  callApi(innerApi.requisites.saveTraderRestriction, {
    body: {
      flow_uuid: flowId,
      trader_uuid: traderId,
      types: entries.map((entry) => ({ type: entry.type, values: entry.value, is_active: entry.is_active })),
    },
  });

export const useSaveTraderRestrictions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTraderRestrictions,
    meta: { silentErrors: true },
    onSuccess: (_answer, { flowId, traderId }) =>
      queryClient.invalidateQueries({ queryKey: flowKeys.traderRestrictions(flowId, traderId) }),
  });
};

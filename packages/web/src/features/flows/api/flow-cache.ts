import { type Flow, innerApi } from '@paydesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { listKeyOf } from '../../../shared/list/list-query';

export const flowKeys = {
  all: ['flows'] as const,
  detail: (id: string) => ['flows', 'detail', id] as const,
  rateSources: (fiat: string, crypto: string) => ['flows', 'rate-sources', fiat, crypto] as const,
  traderRestrictions: (flowId: string, traderId: string) => ['flows', 'trader-restrictions', flowId, traderId] as const,
};

/** Every flow change answers the whole flow: the panel shows it at once and the lists reload. */
export const applyFlow = (queryClient: QueryClient, flow: Flow) => {
  queryClient.setQueryData(flowKeys.detail(flow.uuid), flow);
  void queryClient.invalidateQueries({ queryKey: listKeyOf(innerApi.flows.list) });
};

import type { Flow } from '@paydesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { flowKeys } from './keys';

/** Every flow change answers the whole flow: the panel shows it at once and the lists reload. */
export const applyFlow = (queryClient: QueryClient, flow: Flow) => {
  queryClient.setQueryData(flowKeys.detail(flow.uuid), flow);
  void queryClient.invalidateQueries({ queryKey: flowKeys.list() });
};

import { innerApi } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';

/** Every cache key of the flows feature. */
export const flowKeys = {
  all: ['flows'] as const,
  list: () => listKeyOf(innerApi.flows.list),
  detail: (id: string) => ['flows', 'detail', id] as const,
  rateSources: (fiat: string, crypto: string) => ['flows', 'rate-sources', fiat, crypto] as const,
  traderRestrictions: (flowId: string, traderId: string) => ['flows', 'trader-restrictions', flowId, traderId] as const,
};

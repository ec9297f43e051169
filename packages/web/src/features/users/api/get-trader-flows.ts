import { type Flow, innerApi, LOOKUP_PER_PAGE } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchList, listQueryOptions, type ListParams } from '../../../shared/list/list-query';

const route = innerApi.flows.list;

/** The flows list filtered to the ones a trader serves as an executor; one big page. */
const traderFlowsParams = (traderUuid: string): ListParams => ({ page: 1, count: LOOKUP_PER_PAGE, filter: { trader_uuid: traderUuid } });

export const getTraderFlows = (traderUuid: string, signal?: AbortSignal) => fetchList(route, traderFlowsParams(traderUuid), signal);

export const traderFlowsQueryOptions = (traderUuid: string) => listQueryOptions(route, traderFlowsParams(traderUuid));

export const useTraderFlows = (traderUuid: string) => useQuery({ ...traderFlowsQueryOptions(traderUuid), staleTime: 0 });

/** This trader's place in a flow: the priority of its executor entry. */
export const traderPriority = (flow: Flow, traderUuid: string) =>
  flow.executors.find((executor) => executor.trader?.uuid === traderUuid || executor.user?.uuid === traderUuid)?.priority ?? null;

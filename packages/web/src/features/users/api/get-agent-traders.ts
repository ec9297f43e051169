import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

/** The signed-in agent's traders, with the referral percentages the agent earns on each. */
export const useAgentTradersList = () => useList(innerApi.users.agentTraders);

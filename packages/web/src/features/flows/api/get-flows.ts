import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

/** The flows table offers the filters a person can type; trader and merchant ids are for other screens. */
const FLOW_FILTERS = ['name', 'is_active'];

export const useFlowsList = () => useList(innerApi.flows.list, { filterFields: FLOW_FILTERS });

import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

/** Traders with their "without a terminal" switch; the list lives in a modal, its state in memory. */
export const useManualTraders = () => useList(innerApi.terminals.manualTraders, { urlPrefix: false });

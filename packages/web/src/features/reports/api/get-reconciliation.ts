import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

/** The reconciliation rows, newest day first, with the server's filters; the state in the address. */
export const useReconciliation = () => useList(innerApi.reports.reconciliation, { defaultCount: 20 });

import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

/** The cases, newest first, with the server's filters; the state in the address. */
export const useCasesList = () => useList(innerApi.antiFraud.list, { defaultCount: 20 });

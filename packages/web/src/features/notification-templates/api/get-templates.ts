import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';

/** The templates by bank and sender, 50 a page, the state in the address. */
export const useTemplatesList = () => useList(innerApi.notificationTemplates.list, { defaultCount: 50 });

import { innerApi } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';

/** Every cache key of the notification templates. */
export const templateKeys = {
  lists: () => listKeyOf(innerApi.notificationTemplates.list),
  banks: () => ['notification-templates', 'banks'] as const,
};

import type { Db } from '../../db/db';
import { BUILTIN_TEMPLATES } from './parsing/builtin-templates';
import type { NotificationTemplate } from './parsing/notification-template';

/** The templates notifications are read with: the built-in ones. */
export const createTemplateStore = (_db: Db) => ({
  active: async (): Promise<readonly NotificationTemplate[]> => BUILTIN_TEMPLATES,
});

export type TemplateStore = ReturnType<typeof createTemplateStore>;

import type { Language, listQuerySchema, NotificationTemplateBody, TemplateBank } from '@paydesk/contract';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { uuidv7 } from '../../shared/ids';
import { BANKS } from './parsing/bank-sources';
import { BUILTIN_TEMPLATES } from './parsing/builtin-templates';
import type { NotificationTemplate } from './parsing/notification-template';
import { checkedTemplate } from './template-verdict';
import * as repo from './templates.repository';
import { templatesPage, toTemplateItem } from './templates.list';
import type { TemplateStore } from './templates.service';

type ListQuery = z.output<typeof listQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const builtinOf = (id: string) => BUILTIN_TEMPLATES.find((template) => template.id === id);

const customOf = (row: repo.CustomTemplateRow): NotificationTemplate => ({ ...row, builtin: false });

/** A custom template's id, or the refusal: a built-in one cannot be edited or deleted, anything else is not found. */
const customId = (id: string) => {
  if (builtinOf(id)) throw new AppError('template_builtin');
  if (!UUID.test(id)) throw new AppError('not_found');
  return id;
};

/**
 * The admin's side of the templates: list them, add, edit and delete their own, switch any one
 * off and on. Every change is checked before its transaction and applies at once everywhere.
 */
export const createTemplateManagement = (db: Db, store: TemplateStore) => ({
  list: async (query: ListQuery, lang: Language) => templatesPage(await store.all(), query, lang),

  banks: (): TemplateBank[] => BANKS.map((bank) => ({ slug: bank.slug, title: bank.name, sources: [...bank.sources] })),

  create: async (body: NotificationTemplateBody, context: RequestContext) => {
    const fields = checkedTemplate(body);
    const row = await repo.insertCustomTemplate(db, uuidv7(), fields, context.actor.id);
    await store.changed();
    return toTemplateItem(customOf(row), context.lang);
  },

  update: async (id: string, body: NotificationTemplateBody, context: RequestContext) => {
    const custom = customId(id);
    const fields = checkedTemplate(body);
    const row = await repo.updateCustomTemplate(db, custom, fields);
    if (!row) throw new AppError('not_found');
    await store.changed();
    return toTemplateItem(customOf(row), context.lang);
  },

  remove: async (id: string) => {
    if (!(await repo.deleteCustomTemplate(db, customId(id)))) throw new AppError('not_found');
    await store.changed();
  },

  setEnabled: async (id: string, enabled: boolean, context: RequestContext) => {
    const builtin = builtinOf(id);
    let template: NotificationTemplate;
    if (builtin) {
      await repo.switchBuiltin(db, id, enabled, context.actor.id);
      template = { ...builtin, enabled };
    } else {
      const row = UUID.test(id) ? await repo.setCustomEnabled(db, id, enabled) : undefined;
      if (!row) throw new AppError('not_found');
      template = customOf(row);
    }
    await store.changed();
    return toTemplateItem(template, context.lang);
  },
});

export type TemplateManagement = ReturnType<typeof createTemplateManagement>;

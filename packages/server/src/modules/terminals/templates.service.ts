import type { Db } from '../../db/db';
import { BUILTIN_TEMPLATES } from './parsing/builtin-templates';
import type { NotificationTemplate } from './parsing/notification-template';
import * as repo from './templates.repository';

/** Every process listens here: a template saved in one applies in all of them at once. */
const CHANNEL = 'notification_templates_changed';
/** A NOTIFY lost with a dropped connection is caught up with after this long at the latest. */
const MAX_AGE_MS = 60_000;

const toTemplate = (row: repo.CustomTemplateRow): NotificationTemplate => ({
  id: row.id,
  bank: row.bank,
  sources: row.sources,
  kind: row.kind,
  pattern: row.pattern,
  builtin: false,
  enabled: row.enabled,
});

/**
 * The templates notifications are read with: the built-in ones an admin has not switched off and
 * the admins' own enabled ones. Kept in memory, because every notification needs them, and
 * dropped on every change, here and (through NOTIFY) in the other processes.
 */
export const createTemplateStore = (db: Db) => {
  let loaded: { at: number; all: Promise<readonly NotificationTemplate[]> } | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  const load = async (): Promise<readonly NotificationTemplate[]> => {
    const [custom, off] = await Promise.all([repo.customTemplates(db), repo.disabledBuiltins(db)]);
    const switchedOff = new Set(off);
    return [
      ...BUILTIN_TEMPLATES.map((template) => (switchedOff.has(template.id) ? { ...template, enabled: false } : template)),
      ...custom.map(toTemplate),
    ];
  };

  const invalidate = () => {
    loaded = null;
  };

  /** Built-in and custom templates, switched off ones included, as the list shows them. */
  const all = () => {
    if (!loaded || Date.now() - loaded.at > MAX_AGE_MS) {
      const current = { at: Date.now(), all: load() };
      loaded = current;
      // A failed read is not remembered: the next notification asks again.
      current.all.catch(() => {
        if (loaded === current) loaded = null;
      });
    }
    return loaded.all;
  };

  return {
    all,
    active: async (): Promise<readonly NotificationTemplate[]> => (await all()).filter((template) => template.enabled),
    /** Called after a change has committed. */
    changed: async () => {
      invalidate();
      await db.notify(CHANNEL, 'changed');
    },
    start: async () => {
      unlisten = await db.listen(CHANNEL, invalidate);
    },
    stop: async () => {
      await unlisten?.();
      unlisten = null;
    },
  };
};

export type TemplateStore = ReturnType<typeof createTemplateStore>;

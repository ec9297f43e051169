import type { Sql } from '../../db/db';
import type { TemplateKind } from './parsing/notification-template';

export type CustomTemplateRow = {
  id: string;
  bank: string;
  sources: string[];
  kind: TemplateKind;
  pattern: string;
  enabled: boolean;
};

const COLUMNS = 'id, bank, sources, kind, pattern, enabled';

export type TemplateFields = Pick<CustomTemplateRow, 'bank' | 'sources' | 'kind' | 'pattern'>;

export const customTemplates = (sql: Sql) =>
  sql.query<CustomTemplateRow>(`SELECT ${COLUMNS} FROM notification_templates ORDER BY created_at, id`);

export const findCustomTemplate = async (sql: Sql, id: string) =>
  (await sql.query<CustomTemplateRow>(`SELECT ${COLUMNS} FROM notification_templates WHERE id = $1`, [id]))[0];

export const insertCustomTemplate = async (sql: Sql, id: string, fields: TemplateFields, createdBy: string) =>
  (
    await sql.query<CustomTemplateRow>(
      `INSERT INTO notification_templates (id, bank, sources, kind, pattern, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [id, fields.bank, fields.sources, fields.kind, fields.pattern, createdBy],
    )
  )[0]!;

export const updateCustomTemplate = async (sql: Sql, id: string, fields: TemplateFields) =>
  (
    await sql.query<CustomTemplateRow>(
      `UPDATE notification_templates SET bank = $2, sources = $3, kind = $4, pattern = $5, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, fields.bank, fields.sources, fields.kind, fields.pattern],
    )
  )[0];

export const setCustomEnabled = async (sql: Sql, id: string, enabled: boolean) =>
  (
    await sql.query<CustomTemplateRow>(
      `UPDATE notification_templates SET enabled = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, enabled],
    )
  )[0];

export const deleteCustomTemplate = async (sql: Sql, id: string) =>
  (await sql.query<{ id: string }>('DELETE FROM notification_templates WHERE id = $1 RETURNING id', [id])).length > 0;

/** The ids of the built-in templates an admin switched off. */
export const disabledBuiltins = async (sql: Sql) =>
  (await sql.query<{ template_id: string }>('SELECT template_id FROM disabled_builtin_templates')).map((row) => row.template_id);

export const switchBuiltin = async (sql: Sql, templateId: string, enabled: boolean, by: string) => {
  if (enabled) await sql.query('DELETE FROM disabled_builtin_templates WHERE template_id = $1', [templateId]);
  else
    await sql.query(
      'INSERT INTO disabled_builtin_templates (template_id, disabled_by) VALUES ($1, $2) ON CONFLICT (template_id) DO NOTHING',
      [templateId, by],
    );
};

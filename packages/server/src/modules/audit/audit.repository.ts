import type { Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** One audit row. */
export const insertAudit = async (sql: Sql, entry: AuditEntry) => {
  await sql.query(
    `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      uuidv7(),
      entry.actorId,
      entry.action,
      entry.entityType,
      entry.entityId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.ip ?? null,
    ],
  );
};

export type AuditRow = {
  id: string;
  actor_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
};

export const auditOf = (sql: Sql, entityType: string, entityId: string) =>
  sql.query<AuditRow>(
    'SELECT id, actor_id, action, entity_type, entity_id, before, after, created_at FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY created_at DESC, id DESC',
    [entityType, entityId],
  );

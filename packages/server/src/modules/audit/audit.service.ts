import type { Sql } from '../../db/db';
import * as repo from './audit.repository';

export type { AuditEntry, AuditRow } from './audit.repository';

/** Appends one audit row; call it with the transaction of the change it records, so both commit or neither. */
export const recordAudit = (sql: Sql, entry: repo.AuditEntry) => repo.insertAudit(sql, entry);

/** The audit trail of one record, newest first. */
export const listAudit = (sql: Sql, entityType: string, entityId: string) => repo.auditOf(sql, entityType, entityId);

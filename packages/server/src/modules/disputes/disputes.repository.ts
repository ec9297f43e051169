import type { DisputeReason, DisputeStatus, ReceiptContentType } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type DisputeRow = {
  id: string;
  order_id: string;
  merchant_id: string;
  trader_id: string | null;
  reason: DisputeReason;
  claimed_fiat: string | null;
  comment: string | null;
  status: DisputeStatus;
  order_status_before: 'paid' | 'canceled';
  opened_by: string | null;
  deadline_at: Date;
  reminded_at: Date | null;
  overdue_at: Date | null;
  settled_fiat: string | null;
  settled_crypto: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  created_at: Date;
};

const COLUMNS = `id, order_id, merchant_id, trader_id, reason, claimed_fiat::text, comment, status, order_status_before, opened_by,
  deadline_at, reminded_at, overdue_at, settled_fiat::text, settled_crypto::text, resolved_by, resolved_at, created_at`;

export type NewDispute = Omit<
  DisputeRow,
  'status' | 'reminded_at' | 'overdue_at' | 'settled_fiat' | 'settled_crypto' | 'resolved_by' | 'resolved_at' | 'created_at'
>;

/** Writes a dispute; answers false when the order already has an open one (the unique index decides a race). */
export const insertDispute = async (sql: Sql, row: NewDispute) => {
  const inserted = await sql.query<{ id: string }>(
    `INSERT INTO disputes (id, order_id, merchant_id, trader_id, reason, claimed_fiat, comment, order_status_before, opened_by, deadline_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (order_id) WHERE status = 'open' DO NOTHING RETURNING id`,
    [
      row.id,
      row.order_id,
      row.merchant_id,
      row.trader_id,
      row.reason,
      row.claimed_fiat,
      row.comment,
      row.order_status_before,
      row.opened_by,
      row.deadline_at,
    ],
  );
  return inserted.length === 1;
};

export const findDispute = async (sql: Sql, id: string, forUpdate = false) =>
  (await sql.query<DisputeRow>(`SELECT ${COLUMNS} FROM disputes WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]))[0];

/** The order's latest dispute, open or not. */
export const latestOfOrder = async (sql: Sql, orderId: string) =>
  (
    await sql.query<DisputeRow>(`SELECT ${COLUMNS} FROM disputes WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [orderId])
  )[0];

/** Closes an open dispute with its outcome; answers the row, or nothing when it was not open any more. */
export const closeDispute = async (
  sql: Sql,
  id: string,
  outcome: { status: 'resolved' | 'rejected'; by: string; settledFiat: bigint | null; settledCrypto: bigint | null },
) =>
  (
    await sql.query<DisputeRow>(
      `UPDATE disputes SET status = $2, resolved_by = $3, resolved_at = now(), settled_fiat = $4, settled_crypto = $5
        WHERE id = $1 AND status = 'open' RETURNING ${COLUMNS}`,
      [id, outcome.status, outcome.by, outcome.settledFiat?.toString() ?? null, outcome.settledCrypto?.toString() ?? null],
    )
  )[0];

export type DisputeFileRow = {
  id: string;
  dispute_id: string;
  file_name: string;
  content_type: ReceiptContentType;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  uploaded_by: string | null;
  uploaded_by_name: string | null;
  created_at: Date;
};

export const insertFile = async (sql: Sql, row: Omit<DisputeFileRow, 'created_at' | 'uploaded_by_name'>) => {
  await sql.query(
    `INSERT INTO dispute_files (id, dispute_id, file_name, content_type, size_bytes, sha256, storage_key, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.dispute_id, row.file_name, row.content_type, row.size_bytes, row.sha256, row.storage_key, row.uploaded_by],
  );
};

export const countFiles = async (sql: Sql, disputeId: string) =>
  (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM dispute_files WHERE dispute_id = $1', [disputeId]))[0]!.n;

/** The evidence of many disputes at once, oldest first, with who uploaded it. */
export const filesOf = (sql: Sql, disputeIds: string[]) =>
  sql.query<DisputeFileRow>(
    `SELECT f.id, f.dispute_id, f.file_name, f.content_type, f.size_bytes, f.sha256, f.storage_key, f.uploaded_by, u.username AS uploaded_by_name, f.created_at
       FROM dispute_files f LEFT JOIN users u ON u.id = f.uploaded_by
      WHERE f.dispute_id = ANY($1::uuid[]) ORDER BY f.created_at, f.id`,
    [disputeIds],
  );

export const findFile = async (sql: Sql, disputeId: string, fileId: string) =>
  (
    await sql.query<DisputeFileRow>(
      `SELECT id, dispute_id, file_name, content_type, size_bytes, sha256, storage_key, uploaded_by, NULL AS uploaded_by_name, created_at
         FROM dispute_files WHERE dispute_id = $1 AND id = $2`,
      [disputeId, fileId],
    )
  )[0];

export type DisputeEntryKind = 'opened' | 'comment' | 'evidence' | 'resolved' | 'rejected' | 'overdue';
export type DisputeEntryRow = {
  id: string;
  kind: DisputeEntryKind;
  author_id: string | null;
  author_name: string | null;
  text: string | null;
  created_at: Date;
};

export const insertEntry = async (
  sql: Sql,
  entry: { id: string; disputeId: string; kind: DisputeEntryKind; authorId: string | null; text: string | null },
) => {
  await sql.query('INSERT INTO dispute_entries (id, dispute_id, kind, author_id, text) VALUES ($1, $2, $3, $4, $5)', [
    entry.id,
    entry.disputeId,
    entry.kind,
    entry.authorId,
    entry.text,
  ]);
};

export const entriesOf = (sql: Sql, disputeId: string) =>
  sql.query<DisputeEntryRow>(
    `SELECT e.id, e.kind, e.author_id, u.username AS author_name, e.text, e.created_at
       FROM dispute_entries e LEFT JOIN users u ON u.id = e.author_id
      WHERE e.dispute_id = $1 ORDER BY e.created_at, e.id`,
    [disputeId],
  );

/** Open disputes whose trader should be reminded (the deadline is near) and not yet was, claimed for this run. */
export const claimDueReminders = (sql: Sql, hoursBefore: number, limit: number) =>
  sql.query<DisputeRow>(
    `UPDATE disputes SET reminded_at = now()
      WHERE id IN (SELECT id FROM disputes WHERE status = 'open' AND reminded_at IS NULL AND deadline_at - make_interval(hours => $1) <= now()
                    ORDER BY deadline_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [hoursBefore, limit],
  );

/** Open disputes past their deadline not yet flagged, claimed for this run. */
export const claimOverdue = (sql: Sql, limit: number) =>
  sql.query<DisputeRow>(
    `UPDATE disputes SET overdue_at = now()
      WHERE id IN (SELECT id FROM disputes WHERE status = 'open' AND overdue_at IS NULL AND deadline_at <= now()
                    ORDER BY deadline_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [limit],
  );

/** Who may see a dispute: its merchant and its trader (admins see all). */
export const partiesOf = async (sql: Sql, id: string) =>
  (
    await sql.query<{ merchant_id: string; trader_id: string | null }>('SELECT merchant_id, trader_id FROM disputes WHERE id = $1', [id])
  )[0];

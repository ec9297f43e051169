import type { ReceiptContentType } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type ReceiptRow = {
  id: string;
  order_id: string;
  file_name: string;
  content_type: ReceiptContentType;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  created_at: Date;
};

const COLUMNS = 'id, order_id, file_name, content_type, size_bytes, sha256, storage_key, created_at';

export const receiptsOf = (sql: Sql, orderId: string) =>
  sql.query<ReceiptRow>(`SELECT ${COLUMNS} FROM order_receipts WHERE order_id = $1 ORDER BY created_at, id`, [orderId]);

export const findReceipt = async (sql: Sql, orderId: string, id: string) =>
  (await sql.query<ReceiptRow>(`SELECT ${COLUMNS} FROM order_receipts WHERE order_id = $1 AND id = $2`, [orderId, id]))[0];

/** Serialises the uploads of one order, so that two at once never make a sixth receipt. */
export const lockOrderReceipts = async (sql: Sql, orderId: string) => {
  await sql.query("SELECT pg_advisory_xact_lock(hashtext('order_receipts:' || $1))", [orderId]);
};

export const countReceipts = async (sql: Sql, orderId: string) =>
  (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM order_receipts WHERE order_id = $1', [orderId]))[0]!.n;

export const insertReceipt = async (sql: Sql, row: Omit<ReceiptRow, 'created_at'> & { uploadedIp: string | null }) => {
  await sql.query(
    `INSERT INTO order_receipts (id, order_id, file_name, content_type, size_bytes, sha256, storage_key, uploaded_ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.order_id, row.file_name, row.content_type, row.size_bytes, row.sha256, row.storage_key, row.uploadedIp],
  );
};

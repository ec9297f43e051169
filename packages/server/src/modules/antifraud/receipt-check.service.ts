import {
  ANTI_FRAUD_RECEIPT_MAX_BYTES,
  CURRENCY_SCALES,
  FIAT_CURRENCIES,
  fromMinor,
  toMinor,
  type Language,
  type OrderStatus,
  type ReceiptCheckAnswer,
  type ReceiptCheckBody,
} from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { messages } from '../../http/messages';
import { sha256Of, sniffReceiptType } from '../payment-page/payment-page.service';
import { pdfText, readReceipt, type ReceiptReading } from './pdf-text';

type OrderRow = {
  id: string;
  created_at: Date;
  status: OrderStatus;
  fiat_amount: string;
  fiat_currency: string;
  merchant_name: string;
  card_number: string | null;
};

const ORDER_COLUMNS = `o.id, o.created_at, o.status, COALESCE(o.paid_fiat_amount, o.fiat_amount)::text AS fiat_amount, o.fiat_currency,
  m.username AS merchant_name, o.payment_details -> 'attributes' ->> 'card_number' AS card_number`;

const toRef = (row: OrderRow, lang: Language) => ({
  guid: row.id,
  created_at: row.created_at.toISOString(),
  status: { slug: row.status, title: messages(lang).orderStatuses[row.status] ?? row.status },
  amount: {
    amount: fromMinor(BigInt(row.fiat_amount), CURRENCY_SCALES[row.fiat_currency as keyof typeof CURRENCY_SCALES] ?? 2),
    currency: { code: row.fiat_currency },
  },
  merchant: { username: row.merchant_name },
  card_tail: row.card_number ? row.card_number.replace(/\D/g, '').slice(-4) : null,
});

/** The bytes of a `data:…;base64,` URL, refused past the size limit or when they are not a PNG, JPEG or PDF. */
const bytesOf = (content: string) => {
  const bytes = Buffer.from(content.slice(content.indexOf(',') + 1), 'base64');
  if (bytes.length > ANTI_FRAUD_RECEIPT_MAX_BYTES)
    throw new AppError('anti_fraud_file_size', { max: ANTI_FRAUD_RECEIPT_MAX_BYTES / 1024 / 1024 });
  const contentType = sniffReceiptType(bytes);
  if (!contentType) throw new AppError('anti_fraud_file_type');
  return { bytes, contentType };
};

/**
 * Orders the reading agrees with: the amount asked or received (in any fiat currency with that
 * many decimals), the same day when one was read (a day either side, for time zones), and the
 * card's last four digits when they were read. Nothing is matched on an unread amount.
 */
const matchingOrders = async (sql: Sql, reading: ReceiptReading) => {
  if (!reading.amount) return [];
  const amounts = FIAT_CURRENCIES.map((code) => ({ code, minor: toMinor(reading.amount!, CURRENCY_SCALES[code]).toString() }));
  return sql.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o JOIN users m ON m.id = o.merchant_id
     JOIN unnest($1::text[], $2::bigint[]) AS wanted (code, minor) ON wanted.code = o.fiat_currency
       AND (o.fiat_amount = wanted.minor OR o.paid_fiat_amount = wanted.minor)
     WHERE ($3::date IS NULL OR o.created_at BETWEEN $3::date - interval '1 day' AND $3::date + interval '2 days')
       AND ($4::text IS NULL OR right(regexp_replace(o.payment_details -> 'attributes' ->> 'card_number', '\\D', '', 'g'), 4) = $4)
     ORDER BY o.created_at DESC LIMIT 20`,
    [amounts.map((item) => item.code), amounts.map((item) => item.minor), reading.date, reading.cardTail],
  );
};

/** Where these very bytes were given before: as a customer's receipt on an order, or as a dispute's evidence. */
const usesOf = (sql: Sql, sha256: string) =>
  sql.query<OrderRow & { kind: 'order_receipt' | 'dispute_file'; at: Date }>(
    `SELECT used.kind, used.at, ${ORDER_COLUMNS}
     FROM (SELECT 'order_receipt' AS kind, r.order_id, r.created_at AS at FROM order_receipts r WHERE r.sha256 = $1
           UNION ALL
           SELECT 'dispute_file', d.order_id, f.created_at FROM dispute_files f JOIN disputes d ON d.id = f.dispute_id WHERE f.sha256 = $1) AS used
     JOIN orders o ON o.id = used.order_id JOIN users m ON m.id = o.merchant_id
     ORDER BY used.at LIMIT 50`,
    [sha256],
  );

/** Checks a receipt an admin uploads: what it says, which orders it fits, and whether it was already used. Nothing is stored. */
export const checkReceipt = async (sql: Sql, body: ReceiptCheckBody, lang: Language): Promise<ReceiptCheckAnswer> => {
  const { bytes, contentType } = bytesOf(body.content);
  const sha256 = sha256Of(bytes);
  const text = contentType === 'application/pdf' ? pdfText(bytes) : '';
  const reading = readReceipt(text);
  const [matches, uses] = await Promise.all([matchingOrders(sql, reading), usesOf(sql, sha256)]);
  return {
    sha256,
    content_type: contentType,
    text_read: text !== '',
    read: { amount: reading.amount, date: reading.date, card_tail: reading.cardTail },
    matches: matches.map((row) => toRef(row, lang)),
    used: uses.map((row) => ({ kind: row.kind, order: toRef(row, lang), at: row.at.toISOString() })),
  };
};

import {
  DISPUTE_REASONS,
  fromMinor,
  INNER_API_BASE,
  scaleOf,
  type Dispute,
  type DisputeDetails,
  type Language,
  type MerchantDispute,
} from '@paydesk/contract';
import { messages } from '../../http/messages';
import type { DisputeListRow } from './disputes.list';
import type { DisputeEntryRow, DisputeFileRow, DisputeRow } from './disputes.repository';

const money = (minor: string | null, currency: string) =>
  minor === null ? null : { amount: fromMinor(BigInt(minor), scaleOf(currency) ?? 2), currency: { code: currency } };

const person = (id: string | null, name: string | null) => (id && name !== null ? { uuid: id, username: name } : null);

export const fileUrl = (disputeId: string, fileId: string) => `${INNER_API_BASE}/dispute/${disputeId}/file/${fileId}`;

/** A dispute as the back-office shows it, in the reader's language. */
export const toDispute = (row: DisputeListRow, files: DisputeFileRow[], lang: Language, now = Date.now()): Dispute => ({
  uuid: row.id,
  order_uuid: row.order_id,
  fiat_amount: money(row.fiat_amount, row.fiat_currency)!,
  claimed_amount: money(row.claimed_fiat, row.fiat_currency),
  settled_amount: money(row.settled_fiat, row.fiat_currency),
  merchant: { uuid: row.merchant_id, username: row.merchant_name },
  executor: person(row.trader_id, row.trader_name),
  reason: { slug: row.reason, title: DISPUTE_REASONS[row.reason][lang] },
  comment: row.comment,
  created_at: row.created_at.toISOString(),
  status: { slug: row.status, title: messages(lang).disputeStatuses[row.status] },
  deadline_at: row.deadline_at.toISOString(),
  overdue: row.status === 'open' && row.deadline_at.getTime() <= now,
  resolved_at: row.resolved_at?.toISOString() ?? null,
  opened_by: person(row.opened_by, row.opened_by_name),
  files: files.map((file) => ({
    id: file.id,
    name: file.file_name,
    content_type: file.content_type,
    size: file.size_bytes,
    url: fileUrl(row.id, file.id),
    uploaded_by: person(file.uploaded_by, file.uploaded_by_name),
    created_at: file.created_at.toISOString(),
  })),
});

export const toDisputeDetails = (dispute: Dispute, entries: DisputeEntryRow[]): DisputeDetails => ({
  ...dispute,
  entries: entries.map((entry) => ({
    kind: entry.kind,
    author: person(entry.author_id, entry.author_name),
    text: entry.text,
    created_at: entry.created_at.toISOString(),
  })),
});

/** A dispute as the merchant API and its webhooks show it. */
export const toMerchantDispute = (row: DisputeRow, order: { merchant_order_id: string; fiat_currency: string }): MerchantDispute => {
  const scale = scaleOf(order.fiat_currency) ?? 2;
  const amount = (minor: string | null) => (minor === null ? null : fromMinor(BigInt(minor), scale));
  return {
    id: row.id,
    order_id: row.order_id,
    merchant_order_id: order.merchant_order_id,
    reason: row.reason,
    status: row.status,
    claimed_amount: amount(row.claimed_fiat),
    settled_amount: amount(row.settled_fiat),
    currency: order.fiat_currency,
    comment: row.comment,
    deadline_at: row.deadline_at.toISOString(),
    created_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
  };
};

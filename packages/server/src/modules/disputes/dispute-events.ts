import {
  DISPUTE_CHANGED,
  DISPUTE_REASONS,
  fromMinor,
  LANGUAGES,
  type DisputeChangedPayload,
  type WebhookDisputeEvent,
} from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { fill, messages, type Catalogue } from '../../http/messages';
import { createAdminIds } from '../users/user-directory.service';
import { recordEvent } from '../webhooks';
import { toMerchantDispute } from './dispute.mapper';
import type { DisputeRow } from './disputes.repository';

type Order = { id: string; merchant_order_id: string; fiat_currency: string; revision: number };

/** The dispute's webhook, written in the transaction that changes it: it exists exactly when the change commits. */
export const recordDisputeEvent = (tx: Sql, type: WebhookDisputeEvent, dispute: DisputeRow, order: Order) =>
  recordEvent(
    tx,
    { merchantId: dispute.merchant_id, orderId: dispute.order_id, type, revision: order.revision },
    toMerchantDispute(dispute, order),
  );

const shortId = (id: string) => id.slice(0, 8);
const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** Tells, after the commit, the dispute's trader, its merchant and the admins that it changed; some of them in words. */
export const createDisputeEvents = ({ db, bus }: Pick<AppDeps, 'db' | 'bus'>) => {
  const adminIds = createAdminIds(db);
  const words = (notice: keyof Catalogue['disputeNotices'], dispute: DisputeRow) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        fill(messages(lang).disputeNotices[notice], {
          order: shortId(dispute.order_id),
          reason: DISPUTE_REASONS[dispute.reason][lang],
          deadline: when(dispute.deadline_at),
        }),
      ]),
    ) as DisputeChangedPayload['text'];
  const publish = async (userIds: (string | null)[], payload: DisputeChangedPayload) => {
    const message = { type: DISPUTE_CHANGED, message: JSON.stringify(payload) };
    const audience = new Set(userIds.filter((id): id is string => id !== null));
    await Promise.all([...audience].map((userId) => bus.publish({ kind: 'message', userId, message })));
  };
  const base = (dispute: DisputeRow) => ({ uuid: dispute.id, order_uuid: dispute.order_id, status: dispute.status });
  return {
    /** Opened: the trader is asked to answer by the deadline; the merchant's and admins' lists reload. */
    opened: async (dispute: DisputeRow) => {
      await publish([dispute.trader_id], { ...base(dispute), text: words('opened', dispute) });
      await publish([dispute.merchant_id, ...(await adminIds())], base(dispute));
    },
    changed: async (dispute: DisputeRow) => publish([dispute.trader_id, dispute.merchant_id, ...(await adminIds())], base(dispute)),
    reminder: (dispute: DisputeRow) => publish([dispute.trader_id], { ...base(dispute), text: words('reminder', dispute) }),
    overdue: async (dispute: DisputeRow) => publish(await adminIds(), { ...base(dispute), text: words('overdue', dispute) }),
  };
};

export type DisputeEvents = ReturnType<typeof createDisputeEvents>;

/** A fiat amount in minor units as the catalogue's texts show it. */
export const fiatText = (minor: bigint, currency: string, scale: number) => `${fromMinor(minor, scale)} ${currency}`;

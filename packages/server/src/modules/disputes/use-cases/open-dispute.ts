import { DISPUTE_FILES_MAX, DISPUTE_REASONS, type DisputeReason } from '@paydesk/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { RequestContext } from '../../../http/request-context';
import { uuidv7 } from '../../../shared/ids';
import { reason, type OrderRow, type OrderTransaction, type OrderTransitions, type SystemReason } from '../../orders/orders.service';
import { fiatAmountOf } from '../dispute-amount';
import { recordDisputeEvent, type DisputeEvents } from '../dispute-events';
import { readEvidence, type Evidence, type EvidenceStore } from '../dispute-files';
import * as repo from '../disputes.repository';

/** What a dispute claims: the reason, what was paid when the reason says, a comment, the evidence. */
export type Claim = { reason: DisputeReason; fiat: bigint | null; comment: string | null; evidence: Evidence[]; openedBy: string | null };

/** Reasons that say money arrived that the order does not show: a pay-in's customer paid. */
const PAY_IN_ONLY: readonly DisputeReason[] = ['payment_after_cancel', 'wrong_amount'];

/**
 * Opens a dispute in the caller's transaction (the order's one way to change): the order moves to
 * `dispute`, the claim, its evidence rows and its first entry are written with its webhook. The
 * evidence bytes must already be on disk under `keyOf(disputeId, file.id)`.
 */
export const createDisputeOpening = ({ config }: Pick<AppDeps, 'config'>) => {
  const open = async (
    orders: OrderTransaction,
    order: OrderRow,
    id: string,
    claim: Claim,
    by: { job: string | null; history?: SystemReason },
  ) => {
    if (order.status === 'dispute') throw new AppError('dispute_exists');
    if (order.status !== 'paid' && order.status !== 'canceled') throw new AppError('dispute_not_allowed', { status: order.status });
    if (PAY_IN_ONLY.includes(claim.reason) && order.direction !== 'pay_in') throw new AppError('dispute_reason_direction');
    const moved = await orders.move(order, {
      to: 'dispute',
      by: { actorId: claim.openedBy, job: by.job, reason: by.history ?? reason('dispute_opened', { claim: claim.reason }) },
    });
    const row: repo.NewDispute = {
      id,
      order_id: order.id,
      merchant_id: order.merchant_id,
      trader_id: order.trader_id,
      reason: claim.reason,
      claimed_fiat: claim.fiat?.toString() ?? null,
      comment: claim.comment,
      order_status_before: order.status,
      opened_by: claim.openedBy,
      deadline_at: new Date(Date.now() + config.disputeResponseHours * 3_600_000),
    };
    if (!(await repo.insertDispute(orders.tx, row))) throw new AppError('dispute_exists');
    for (const file of claim.evidence) {
      await repo.insertFile(orders.tx, {
        id: file.id,
        dispute_id: id,
        file_name: file.name,
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        sha256: file.sha256,
        storage_key: `${id}/${file.id}`,
        uploaded_by: claim.openedBy,
      });
    }
    await repo.insertEntry(orders.tx, { id: uuidv7(), disputeId: id, kind: 'opened', authorId: claim.openedBy, text: claim.comment });
    const dispute = (await repo.findDispute(orders.tx, id))!;
    await recordDisputeEvent(orders.tx, 'dispute.opened', dispute, moved);
    return dispute;
  };
  return { open };
};

export type DisputeOpening = ReturnType<typeof createDisputeOpening>;

/** The customer's receipts of an order, as the payment page kept them. */
export type ReceiptsOf = (orderId: string) => Promise<{ name: string; bytes: Buffer }[]>;

/**
 * The order's merchant or an admin opens a dispute on a paid or canceled order: at most one open
 * per order; the customer's receipts may come along as evidence.
 */
export const openDisputeUseCase =
  (
    deps: Pick<AppDeps, 'config'>,
    transitions: OrderTransitions,
    opening: DisputeOpening,
    store: EvidenceStore,
    events: DisputeEvents,
    receiptsOf: ReceiptsOf,
  ) =>
  async (
    body: {
      order_uuid: string;
      reason: DisputeReason;
      amount?: string;
      comment?: string;
      files: { name: string; content: string }[];
      with_receipts?: boolean;
    },
    { actor }: RequestContext,
  ) => {
    const evidence = readEvidence(body.files);
    if (body.with_receipts) {
      const receipts = await receiptsOf(body.order_uuid);
      evidence.push(
        ...readEvidence(receipts.map((receipt) => ({ name: receipt.name, content: `data:;base64,${receipt.bytes.toString('base64')}` }))),
      );
    }
    if (evidence.length > DISPUTE_FILES_MAX) throw new AppError('dispute_files_max', { max: DISPUTE_FILES_MAX });
    const fields = DISPUTE_REASONS[body.reason].fields as readonly string[];
    const missing = Object.fromEntries(
      fields.filter((field) => body[field as 'amount' | 'comment'] === undefined).map((field) => [field, { key: 'required' }]),
    );
    if (Object.keys(missing).length > 0) throw new AppError('validation', {}, missing);
    const id = uuidv7();
    const keys = evidence.map((file) => store.keyOf(id, file.id));
    await Promise.all(evidence.map((file, i) => store.write(keys[i]!, file.bytes)));
    try {
      const dispute = await transitions.change(async (orders) => {
        const order = await orders.lock(body.order_uuid);
        // Another merchant's order is not theirs to know of.
        if (!order || (actor.type === 'merchant' && order.merchant_id !== actor.id)) throw new AppError('not_found');
        const fiat = body.amount === undefined ? null : fiatAmountOf(body.amount, order.fiat_currency);
        return opening.open(
          orders,
          order,
          id,
          { reason: body.reason, fiat, comment: body.comment ?? null, evidence, openedBy: actor.id },
          { job: null },
        );
      });
      void events.opened(dispute).catch(() => undefined);
      return dispute;
    } catch (error) {
      await Promise.all(keys.map((key) => store.remove(key)));
      throw error;
    }
  };

import { fromMinor, scaleOf, USDT_SCALE } from '@paydesk/contract';
import { AppError } from '../../../http/app-error';
import type { RequestContext } from '../../../http/request-context';
import { uuidv7 } from '../../../shared/ids';
import { recordAudit } from '../../audit/audit.service';
import { cryptoOf, reason, type OrderTransitions } from '../../orders/orders.service';
import { fiatAmountOf } from '../dispute-amount';
import { recordDisputeEvent, type DisputeEvents } from '../dispute-events';
import * as repo from '../disputes.repository';

export type Decision = { status: 'resolved' | 'rejected'; amount?: string; comment?: string };

/**
 * An admin decides an open dispute, once, in one transaction with the ledger. Rejected: the order
 * goes back to what it was and no money moves. Resolved with an amount (the claim's, or the
 * admin's): a canceled order settles at it exactly as a paid order settles; a paid order's
 * settlement is corrected to it. Resolved without one: the order goes back, no money moves.
 * Every leg carries the dispute's key, so a repeated or concurrent call moves nothing twice.
 */
export const decideDisputeUseCase =
  (transitions: OrderTransitions, events: DisputeEvents) =>
  async (id: string, decision: Decision, { actor }: RequestContext) => {
    const dispute = await transitions.change(async (orders) => {
      // The dispute first, then its order: every decision and opening takes them in this order.
      const open = await repo.findDispute(orders.tx, id, true);
      if (!open) throw new AppError('not_found');
      if (open.status !== 'open') throw new AppError('dispute_closed', { status: open.status });
      const order = (await orders.lock(open.order_id))!;
      const scale = scaleOf(order.fiat_currency) ?? 2;
      if (decision.amount !== undefined && order.direction !== 'pay_in') {
        throw new AppError('validation', {}, { amount: { key: 'unknown_field' } });
      }
      const proven =
        decision.status === 'rejected'
          ? null
          : decision.amount !== undefined
            ? fiatAmountOf(decision.amount, order.fiat_currency)
            : open.claimed_fiat !== null
              ? BigInt(open.claimed_fiat)
              : null;
      const by = { actorId: actor.id, job: null };
      let settledCrypto: bigint | null = null;
      if (proven === null) {
        await orders.move(order, {
          to: open.order_status_before,
          by: { ...by, reason: reason(decision.status === 'rejected' ? 'dispute_rejected' : 'dispute_resolved_no_money') },
        });
      } else {
        const asked = BigInt(order.fiat_amount);
        const crypto = proven === asked ? BigInt(order.crypto_amount) : cryptoOf(proven, scale, order.rate, USDT_SCALE);
        settledCrypto = crypto;
        const key = `dispute:${open.id}`;
        const settled = BigInt(order.paid_crypto_amount ?? order.crypto_amount);
        await orders.move(order, {
          to: 'paid',
          by: { ...by, reason: reason('dispute_resolved', { amount: `${fromMinor(proven, scale)} ${order.fiat_currency}` }) },
          // What was received, said again even when it is the asked amount: a correction may bring it back.
          paid: { fiat: proven, crypto },
          money:
            open.order_status_before === 'canceled' ? { settleCanceled: crypto, key } : { correct: { from: settled, to: crypto }, key },
        });
      }
      const closed = (await repo.closeDispute(orders.tx, open.id, {
        status: decision.status,
        by: actor.id,
        settledFiat: proven,
        settledCrypto,
      }))!;
      await repo.insertEntry(orders.tx, {
        id: uuidv7(),
        disputeId: open.id,
        kind: decision.status,
        authorId: actor.id,
        text: decision.comment ?? null,
      });
      await recordAudit(orders.tx, {
        actorId: actor.id,
        action: `dispute.${decision.status}`,
        entityType: 'dispute',
        entityId: open.id,
        before: { status: open.status, order_status: order.status },
        after: { status: closed.status, settled_fiat: closed.settled_fiat, settled_crypto: closed.settled_crypto },
        ip: actor.ip,
      });
      const moved = (await orders.lock(order.id))!;
      await recordDisputeEvent(orders.tx, decision.status === 'resolved' ? 'dispute.resolved' : 'dispute.rejected', closed, moved);
      return closed;
    });
    void events.changed(dispute).catch(() => undefined);
    return dispute;
  };

import { fromMinor, scaleOf } from '@paydesk/contract';
import type { Sql } from '../../../db/db';
import { reason } from '../order-reasons';
import type { OrderRow } from '../orders.repository';
import type { OrderTransitions } from '../order-transitions';
import type { LatePayments } from './confirm-paid';

/** An incoming payment a terminal read from its bank, on the terminal's requisites. */
export type BankPayment = {
  requisiteIds: string[];
  currency: string;
  /** Minor units of `currency`. */
  amount: bigint;
  /** When the payment reached us: candidates were created before it. */
  arrivedAt: Date;
  /** The card or account tail the text names, if any. */
  tail: string | null;
  /** Each requisite's tails (last four digits of its card, account or phone). */
  tailsOf: ReadonlyMap<string, readonly string[]>;
  /** Off: a match waits for the trader's click instead of paying the order. */
  autoConfirm: boolean;
  terminal: { id: string; name: string };
  /** The notification's words, kept as evidence when the payment is for an order already canceled. */
  text: string;
};

export type PaymentMatch = {
  outcome: 'matched' | 'awaiting_confirmation' | 'review' | 'unmatched';
  /** The order paid, waiting, or under review; null when none or several. */
  orderId: string | null;
};

const contradicts = (order: OrderRow, payment: BankPayment) => {
  if (!payment.tail || !order.requisite_id) return false;
  const tails = payment.tailsOf.get(order.requisite_id) ?? [];
  return tails.length > 0 && !tails.includes(payment.tail);
};

/** Which candidate the payment is for, and how sure: never a guess. */
export const decideMatch = (candidates: OrderRow[], payment: BankPayment): { outcome: PaymentMatch['outcome']; order: OrderRow | null } => {
  if (candidates.length === 0) return { outcome: 'unmatched', order: null };
  const agreeing = candidates.filter((order) => !contradicts(order, payment));
  if (candidates.length === 1) {
    const [only] = candidates;
    return agreeing.length === 1 ? { outcome: 'matched', order: only! } : { outcome: 'review', order: only! };
  }
  // Several open pay-ins of this amount (on different requisites): the tail may tell them apart.
  const named = payment.tail ? agreeing.filter((order) => (payment.tailsOf.get(order.requisite_id!) ?? []).includes(payment.tail!)) : [];
  return named.length === 1 ? { outcome: 'matched', order: named[0]! } : { outcome: 'review', order: null };
};

/**
 * A terminal's bank notification pays the one open pay-in it is for: the exact amount, on the
 * terminal's requisites, created before the payment arrived. Candidates are locked, so a match
 * racing an expiry or a manual confirmation ends in one outcome. The notification is claimed
 * first (`claim` answers what an earlier delivery of it became, and nothing more is done) and its
 * outcome recorded last, in the same transaction: the order and its evidence commit together.
 */
export const matchBankPaymentUseCase =
  (transitions: OrderTransitions, graceSeconds: number, latePayments: LatePayments) =>
  async <T>(
    payment: BankPayment,
    hooks: { claim: (tx: Sql) => Promise<T | null>; record: (tx: Sql, match: PaymentMatch) => Promise<T> },
  ) => {
    let announce: (() => void) | undefined;
    const result = await transitions.change(async (orders) => {
      const earlier = await hooks.claim(orders.tx);
      if (earlier !== null) return earlier;
      const candidates = await orders.lockPaymentCandidates({
        requisiteIds: payment.requisiteIds,
        currency: payment.currency,
        amount: payment.amount,
        arrivedAt: payment.arrivedAt,
        graceSeconds,
      });
      let decided = decideMatch(candidates, payment);
      // No open order: the customer may have paid one that was canceled meanwhile (DESIGN 4). Only
      // one that the payment surely is for opens a dispute; the money is settled by an admin, not here.
      let late = false;
      if (decided.outcome === 'unmatched') {
        const canceled = await orders.lockLatePaymentCandidates({
          requisiteIds: payment.requisiteIds,
          currency: payment.currency,
          amount: payment.amount,
          arrivedAt: payment.arrivedAt,
          graceHours: latePayments.graceHours,
        });
        const surely = decideMatch(canceled, payment);
        if (surely.outcome === 'matched') {
          decided = { outcome: 'review', order: surely.order };
          late = true;
        }
      }
      let outcome = decided.outcome;
      if (outcome === 'matched' && !payment.autoConfirm) outcome = 'awaiting_confirmation';
      // The evidence is written before the money moves: the settlement locks the merchant's and the
      // trader's accounts, and they stay locked only until the commit that follows it.
      const recorded = await hooks.record(orders.tx, { outcome, orderId: decided.order?.id ?? null });
      if (late) {
        const opened = await latePayments.open(orders, decided.order!, {
          fiat: payment.amount,
          actorId: null,
          job: 'terminal',
          evidence: payment.text,
        });
        announce = opened.announce;
      }
      if (outcome === 'matched') {
        const order = decided.order!;
        const scale = scaleOf(order.fiat_currency) ?? 2;
        await orders.move(order, {
          to: 'paid',
          by: {
            actorId: null,
            job: 'terminal',
            reason: reason('terminal_confirmed', {
              terminal: payment.terminal.name,
              amount: `${fromMinor(payment.amount, scale)} ${order.fiat_currency}`,
            }),
          },
          money: { settleAt: BigInt(order.crypto_amount) },
        });
      }
      return recorded;
    });
    announce?.();
    return result;
  };

import { canTransition, type OrderStatus } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { together, type Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { recordOrderEvent, wakeDeliveries } from '../webhooks';
import { correctSettlement, releaseHold, settle, settleCanceled } from './order-ledger';
import { createOrderEvents, type OrderChange } from './order-events';
import type { SystemReason } from './order-reasons';
import { toMerchantOrder } from './order.mapper';
import * as repo from './orders.repository';

/** The job (and webhook) by which a partner system's word about an order moves it: such a cancel is not sent back to the partner. */
export const PARTNER_STATUS_JOB = 'partner-status';

/** Who moves an order: a user or a job; why: a system reason (a code) or what a person typed. */
export type OrderActor = { actorId: string | null; job: string | null; reason: SystemReason | { text: string } };

/**
 * What a move does to money: gives the hold back; settles at this crypto amount; settles a
 * canceled order found paid after all (its USDT held again first); or corrects a paid order's
 * settlement from one amount to another. `key` makes the legs of one decision unique.
 */
export type MoneyMove =
  | { release: true }
  | { settleAt: bigint }
  | { settleCanceled: bigint; key: string }
  | { correct: { from: bigint; to: bigint }; key: string };

export type Move = {
  to: OrderStatus;
  by: OrderActor;
  /** The amounts received, when they differ from the asked ones. */
  paid?: { fiat: bigint; crypto: bigint };
  money?: MoneyMove;
};

/** The merchant request a new order answers, and its answer, computed from the order's row. */
export type RequestAnswer = { key: repo.RequestKey; claimId: string; of: (order: repo.OrderRow) => { status: number; body: unknown } };

/** One transaction's view of the orders it changes: lock them, move them. */
export type OrderTransaction = {
  tx: Sql;
  lock: (id: string) => Promise<repo.OrderRow | undefined>;
  lockByToken: (token: string) => Promise<repo.OrderRow | undefined>;
  lockPaymentCandidates: (criteria: Parameters<typeof repo.lockPaymentCandidates>[1]) => Promise<repo.OrderRow[]>;
  lockLatePaymentCandidates: (criteria: Parameters<typeof repo.lockLatePaymentCandidates>[1]) => Promise<repo.OrderRow[]>;
  move: (order: repo.OrderRow, move: Move) => Promise<repo.OrderRow>;
};

const historyReason = (by: OrderActor) =>
  'text' in by.reason
    ? { reasonCode: null, reasonParams: null, reason: by.reason.text }
    : { reasonCode: by.reason.code, reasonParams: by.reason.params ?? null, reason: null };

/**
 * The one way an order changes (STYLE 15). A move locks the row, checks the contract's transition
 * map, writes the history line and the webhook (an outbox: it exists exactly when the change
 * commits), posts the ledger legs, and is announced live once the transaction has committed.
 * Nothing else writes an order's status; every reason to change an order is a use case over this.
 */
export const createOrderTransitions = (deps: AppDeps) => {
  const { db, config } = deps;
  const events = createOrderEvents(deps);
  const announceLater = (changes: OrderChange[]) => {
    for (const { order, from } of changes) {
      if (from === null) deps.metrics.ordersCreated.inc({ direction: order.direction, status: order.status });
      else deps.metrics.ordersMoved.inc({ direction: order.direction, from, status: order.status });
    }
    if (changes.length > 0) void events.announce(changes).catch((error: unknown) => deps.report(error, 'order announcement failed'));
  };

  const writeChange = async (tx: Sql, order: repo.OrderRow, from: OrderStatus | null, by: OrderActor) => {
    await repo.insertHistory(tx, { orderId: order.id, from, to: order.status, actorId: by.actorId, job: by.job, ...historyReason(by) });
    await recordOrderEvent(tx, order, toMerchantOrder(order, config.publicUrl));
  };

  const move = async (tx: Sql, changes: OrderChange[], order: repo.OrderRow, { to, by, paid, money }: Move) => {
    if (!canTransition(order.direction, order.status, to)) {
      throw new AppError('illegal_transition', { status: order.status, action: to });
    }
    // Only from the status it was read in: of two racing changes one wins.
    // Canceled here while a partner holds it (not on the partner's own word): the partner is asked to cancel it too.
    const partnerCancel = to === 'canceled' && order.partner_order_id !== null && by.job !== PARTNER_STATUS_JOB;
    const moved = await repo.moveOrder(tx, order.id, order.status, to, paid, partnerCancel);
    if (!moved) throw new AppError('illegal_transition', { status: order.status, action: to });
    await writeChange(tx, moved, order.status, by);
    if (money && 'release' in money) await releaseHold(tx, order);
    if (money && 'settleAt' in money) await settle(tx, order, money.settleAt);
    if (money && 'settleCanceled' in money) await settleCanceled(tx, order, money.settleCanceled, money.key);
    if (money && 'correct' in money) await correctSettlement(tx, order, money.correct.from, money.correct.to, money.key);
    changes.push({ order: moved, from: order.status });
    return moved;
  };

  return {
    /** Runs `work` in one transaction; the orders it moved are announced after the commit, never before. */
    change: async <T>(work: (orders: OrderTransaction) => Promise<T>): Promise<T> => {
      const changes: OrderChange[] = [];
      const result = await db.transaction((tx) =>
        work({
          tx,
          lock: (id) => repo.findOrder(tx, id, true),
          lockByToken: (token) => repo.findOrderByToken(tx, token, true),
          lockPaymentCandidates: (criteria) => repo.lockPaymentCandidates(tx, criteria),
          lockLatePaymentCandidates: (criteria) => repo.lockLatePaymentCandidates(tx, criteria),
          move: (order, step) => move(tx, changes, order, step),
        }),
      );
      if (changes.length > 0) wakeDeliveries(db);
      // Told after the answer, never on its path: a publication to many sockets does not delay the caller.
      announceLater(changes);
      return result;
    },

    /**
     * Writes a new order in the transaction that holds its USDT: the row, its first history line
     * and the merchant request's answer in one statement, then its `order.created` webhook.
     * Refuses (rolling all of it back) when the request's claim was lost meanwhile.
     */
    create: async (tx: Sql, order: repo.NewOrder, by: OrderActor, answer: RequestAnswer | null) => {
      const row = { ...order, created_at: new Date() };
      const created = repo.newOrderRow(row);
      // The row and its webhook go out together: the event's data is the row as it will be written.
      const [written] = await together([
        repo.insertOrder(tx, row, {
          history: { actorId: by.actorId, job: by.job, ...historyReason(by) },
          request: answer ? { key: answer.key, claimId: answer.claimId, ...answer.of(created) } : null,
        }),
        recordOrderEvent(tx, created, toMerchantOrder(created, config.publicUrl)),
      ]);
      if (answer && !written.requestCompleted) throw new AppError('in_progress');
      return written.order;
    },

    /** Announces orders created outside `change` (the routing engine's own transactions), after their commit. */
    announceCreated: (order: repo.OrderRow) => {
      wakeDeliveries(db);
      announceLater([{ order, from: null }]);
    },
  };
};

export type OrderTransitions = ReturnType<typeof createOrderTransitions>;

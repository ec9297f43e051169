import { createHash } from 'node:crypto';
import {
  canTransition,
  CURRENCY_SCALES,
  fromMinor,
  toMinor,
  USDT_SCALE,
  type MerchantOrderBody,
  type OrderStatus,
  type orderListQuery,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Localized, RequestContext } from '../../http/request-context';
import {
  getUserBalances,
  postTransfer,
  postTransfers,
  type AccountRef,
  type LedgerOwner,
  type TransferInput,
} from '../ledger/ledger.service';
import { checkPaymentDetails, loadCatalogue } from '../requisites/payment-catalogue.service';
import { createOrderEvents, type OrderChange } from './order-events';
import { toMerchantOrder } from './order.mapper';
import * as repo from './orders.repository';
import { recordOrderEvent } from '../webhooks/webhook-outbox.service';
import { cryptoOf, type PartnerGateway, type RoutingService } from './routing.service';
import { legsTotal, payOutHold, settlementLegs } from './settlement';

type FieldErrors = Record<string, { key: string; params?: Record<string, string | number> }>;
type Who = { actorId: string | null; job: string | null; reason: string | null };

const IN_FLIGHT_WAIT_MS = 5_000;
const IN_FLIGHT_POLL_MS = 25;

/** Stable JSON of a request body, whatever the order of its keys: the idempotency fingerprint. */
const fingerprint = (body: unknown): string => {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
};

const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

export const createOrdersService = (deps: AppDeps, routing: RoutingService, partners: PartnerGateway) => {
  const { db, config } = deps;
  const events = createOrderEvents(deps);

  /** A transaction whose order changes are announced once it has committed. */
  const changing = async <T>(work: (tx: Sql, changes: OrderChange[]) => Promise<T>) => {
    const changes: OrderChange[] = [];
    const result = await db.transaction((tx) => work(tx, changes));
    await events.announce(changes);
    return result;
  };

  /** Field checks the schema cannot make alone: the currency's scale, the payment type, the recipient. */
  const checkRequest = async (body: MerchantOrderBody) => {
    const bad: FieldErrors = {};
    const scale = CURRENCY_SCALES[body.currency as keyof typeof CURRENCY_SCALES];
    if (scale === undefined || body.currency === 'USDT') bad.currency = { key: 'unknown_currency', params: { kind: 'fiat' } };
    else if (decimalsOf(body.amount) > scale) bad.amount = { key: 'decimal', params: { scale } };
    else if (toMinor(body.amount, scale) <= 0n) bad.amount = { key: 'positive' };
    const catalogue = await loadCatalogue(db);
    if (body.payment_type !== undefined && !catalogue.type(body.payment_type)) bad.payment_type = { key: 'unknown_option' };
    if (body.direction === 'pay_in' && body.recipient) bad.recipient = { key: 'unknown_field' };
    if (body.direction === 'pay_out' && !body.recipient) bad.recipient = { key: 'required' };
    if (body.direction === 'pay_out' && !body.payment_type) bad.payment_type = { key: 'required' };
    if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);
    if (body.direction !== 'pay_out' || !body.recipient) return null;
    try {
      const attributes = await checkPaymentDetails(db, {
        currency: body.currency,
        payment_type: body.payment_type!,
        payment_option: body.recipient.payment_option,
        attributes: body.recipient.attributes,
      });
      return { payment_option: body.recipient.payment_option, attributes };
    } catch (error) {
      // The recipient's fields are named under `recipient`, as the merchant sent them.
      if (!(error instanceof AppError) || !error.fields) throw error;
      const named = Object.fromEntries(
        Object.entries(error.fields).map(([path, issue]) => [
          path === 'payment_option' || path.startsWith('attributes.') ? `recipient.${path}` : path,
          issue,
        ]),
      );
      throw new AppError('validation', {}, named);
    }
  };

  /** Waits for a twin request to finish; answers its stored answer, or refuses while it still runs. */
  const awaitTwin = async (merchantId: string, merchantOrderId: string, hash: string) => {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const stored = await repo.findRequest(db, merchantId, merchantOrderId);
      if (!stored) return null;
      if (stored.request_hash !== hash) throw new AppError('idempotency_mismatch');
      if (stored.status === 'done') return { status: stored.response_status!, body: stored.response_body };
      if (Date.now() > deadline) throw new AppError('in_progress');
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    }
  };

  /** Moves an order on by the transition map, writing its history; a second, racing move finds it moved. */
  const move = async (
    tx: Sql,
    changes: OrderChange[],
    order: repo.OrderRow,
    to: OrderStatus,
    who: Who,
    paid?: { fiat: bigint; crypto: bigint },
  ) => {
    if (!canTransition(order.direction, order.status, to)) {
      throw new AppError('illegal_transition', { status: order.status, action: to });
    }
    const moved = await repo.moveOrder(tx, order.id, order.status, to, paid);
    if (!moved) throw new AppError('illegal_transition', { status: order.status, action: to });
    await repo.insertHistory(tx, { orderId: order.id, from: order.status, to, ...who });
    changes.push({ order: moved, from: order.status });
    // The webhook is written with the change (an outbox): it exists exactly when the change commits.
    await recordOrderEvent(tx, moved, toMerchantOrder(moved, config.publicUrl));
    return moved;
  };

  /** The executor's ledger accounts: the trader's, or the partner system's. */
  const executorOf = (order: repo.OrderRow): LedgerOwner =>
    order.trader_id ? { owner: order.trader_id } : { partner: order.partner_slug! };
  /** Whose USDT an order holds: the executor's for a pay-in, the merchant's for a pay-out. */
  const holderOf = (order: repo.OrderRow): LedgerOwner => (order.direction === 'pay_in' ? executorOf(order) : { owner: order.merchant_id });

  /** Gives the hold back: the executor's USDT for a pay-in, the merchant's for a pay-out. */
  const releaseHold = async (tx: Sql, order: repo.OrderRow) => {
    const holder = holderOf(order);
    const amount = order.direction === 'pay_in' ? BigInt(order.crypto_amount) : payOutHold(BigInt(order.crypto_amount), order.fees);
    await postTransfer(tx, {
      from: { ...holder, part: 'held' },
      to: { ...holder, part: 'available' },
      currency: 'USDT',
      amount,
      kind: 'order_release',
      reference: { type: 'order', id: order.id },
      idempotencyKey: `order:${order.id}:release`,
    });
  };

  /**
   * Settles a paid order (DESIGN 5) in the transaction that marks it paid: the held USDT goes to
   * the merchant less the fee (pay-in) or to the trader with the reward (pay-out), each referrer
   * and teamlead their share, the platform the rest. A pay-in paid for less than asked settles at
   * what came in and gives the trader the rest of the hold back; for more, the difference is held first.
   */
  const settle = async (tx: Sql, order: repo.OrderRow, crypto: bigint) => {
    const held = BigInt(order.crypto_amount);
    const holder = holderOf(order);
    const transfers: TransferInput[] = [];
    const post = (name: string, from: AccountRef, to: AccountRef, amount: bigint, kind: string) => {
      if (amount > 0n)
        transfers.push({
          from,
          to,
          currency: 'USDT',
          amount,
          kind,
          reference: { type: 'order', id: order.id },
          idempotencyKey: `order:${order.id}:settle:${name}`,
        });
    };
    const leg = (name: string, to: AccountRef, amount: bigint, kind: string) => post(name, { ...holder, part: 'held' }, to, amount, kind);
    if (order.direction === 'pay_in' && crypto > held) {
      post('extra-hold', { ...holder, part: 'available' }, { ...holder, part: 'held' }, crypto - held, 'order_hold');
    }
    const legs = settlementLegs(order.direction, crypto, order.fees);
    if (order.direction === 'pay_in') leg('merchant', { owner: order.merchant_id, part: 'available' }, legs.merchant, 'order_settlement');
    leg('trader', { ...executorOf(order), part: 'available' }, legs.trader, order.trader_id ? 'trader_reward' : 'partner_reward');
    for (const lead of legs.teamleads) leg(`teamlead:${lead.id}`, { owner: lead.id, part: 'available' }, lead.amount, 'teamlead_reward');
    for (const referrer of legs.referrers) {
      leg(`referrer:${referrer.id}`, { owner: referrer.id, part: 'available' }, referrer.amount, 'referral_reward');
    }
    leg('revenue', { system: 'revenue' }, legs.revenue, 'platform_fee');
    const settledFromHold = legsTotal(legs);
    const holdTotal = order.direction === 'pay_in' ? (crypto > held ? crypto : held) : payOutHold(held, order.fees);
    if (holdTotal > settledFromHold) leg('rest', { ...holder, part: 'available' }, holdTotal - settledFromHold, 'order_release');
    // Every leg together: one lock of all the accounts, in id order, and a few round trips in all.
    await postTransfers(tx, transfers);
  };

  return {
    /**
     * Creates an order from the merchant API, once per merchant order id: a repeat answers the
     * first answer, another body under the same id is refused, a twin in flight is waited for.
     */
    createFromMerchant: async (merchantId: string, body: MerchantOrderBody, localized: Localized) => {
      const hash = fingerprint(body);
      for (;;) {
        if (await repo.claimRequest(db, merchantId, body.merchant_order_id, hash)) break;
        const twin = await awaitTwin(merchantId, body.merchant_order_id, hash);
        if (twin) return { ...twin, replayed: true };
      }
      try {
        const recipient = await checkRequest(body);
        const scale = CURRENCY_SCALES[body.currency as keyof typeof CURRENCY_SCALES];
        const { order } = await routing.route({ merchantId, body, fiatMinor: toMinor(body.amount, scale), recipient }, localized);
        const answer = toMerchantOrder(order, config.publicUrl);
        await repo.completeRequest(db, merchantId, body.merchant_order_id, 201, { data: answer });
        await events.announce([{ order, from: null }]);
        return { status: 201, body: { data: answer }, replayed: false };
      } catch (error) {
        // Nothing was created: the same id may be sent again, corrected or when an executor is free.
        await repo.releaseRequest(db, merchantId, body.merchant_order_id);
        throw error;
      }
    },

    merchantOrder: async (merchantId: string, id: string) => {
      const order = await repo.findOrder(db, id);
      // Another merchant's order answers as not found.
      if (!order || order.merchant_id !== merchantId) throw new AppError('not_found');
      return toMerchantOrder(order, config.publicUrl);
    },

    merchantOrders: async (merchantId: string, query: z.output<typeof orderListQuery>) => {
      let after: { createdAt: string; id: string } | null = null;
      if (query.cursor) {
        const [createdAt, id] = Buffer.from(query.cursor, 'base64url').toString().split('|');
        if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id)) {
          throw new AppError('validation', {}, { cursor: { key: 'invalid' } });
        }
        after = { createdAt, id };
      }
      const rows = await repo.merchantOrders(
        db,
        merchantId,
        {
          status: query.status,
          direction: query.direction,
          from: query.created_from,
          to: query.created_to,
          merchantOrderId: query.merchant_order_id,
        },
        after,
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => toMerchantOrder(row, config.publicUrl)),
        next_cursor:
          rows.length > query.limit && last ? Buffer.from(`${last.created_at.toISOString()}|${last.id}`).toString('base64url') : null,
      };
    },

    /** The merchant cancels an order that is still new: its hold is released with it. */
    cancelByMerchant: async (merchantId: string, id: string) =>
      changing(async (tx, changes) => {
        const order = await repo.findOrder(tx, id, true);
        if (!order || order.merchant_id !== merchantId) throw new AppError('not_found');
        if (order.status !== 'new') throw new AppError('illegal_transition', { status: order.status, action: 'canceled' });
        const moved = await move(tx, changes, order, 'canceled', { actorId: merchantId, job: null, reason: 'canceled by the merchant' });
        await releaseHold(tx, order);
        return toMerchantOrder(moved, config.publicUrl);
      }),

    /** An admin cancels an open order with a reason. */
    cancelByAdmin: async (id: string, reason: string, { actor }: RequestContext) =>
      changing(async (tx, changes) => {
        const order = await repo.findOrder(tx, id, true);
        if (!order) throw new AppError('not_found');
        await move(tx, changes, order, 'canceled', { actorId: actor.id, job: null, reason });
        await releaseHold(tx, order);
      }),

    /** The merchant's USDT, available and held. */
    balance: async (merchantId: string) => {
      const balances = await getUserBalances(db, merchantId, 'USDT');
      const usdt = (minor: bigint) => ({ amount: fromMinor(minor, USDT_SCALE), currency: 'USDT' });
      return { available: usdt(balances.available), held: usdt(balances.held) };
    },

    /**
     * The trader (or an admin) confirms the payment, optionally with the amount actually received:
     * the order is paid and settled in one transaction, at the order's rate for what came in.
     */
    setPaid: async (id: string, amount: string | undefined, { actor }: RequestContext) =>
      changing(async (tx, changes) => {
        const order = await repo.findOrder(tx, id, true);
        if (!order) throw new AppError('not_found');
        const scale = CURRENCY_SCALES[order.fiat_currency as keyof typeof CURRENCY_SCALES];
        // A pay-out is paid by the trader from their own bank: the amount is the order's.
        if (amount !== undefined && order.direction === 'pay_out')
          throw new AppError('validation', {}, { amount: { key: 'unknown_field' } });
        if (amount !== undefined && (decimalsOf(amount) > scale || toMinor(amount, scale) <= 0n)) {
          throw new AppError(
            'validation',
            {},
            { amount: decimalsOf(amount) > scale ? { key: 'decimal', params: { scale } } : { key: 'positive' } },
          );
        }
        const fiat = amount === undefined ? BigInt(order.fiat_amount) : toMinor(amount, scale);
        const crypto = fiat === BigInt(order.fiat_amount) ? BigInt(order.crypto_amount) : cryptoOf(fiat, scale, order.rate, USDT_SCALE);
        const differs = fiat !== BigInt(order.fiat_amount);
        await move(
          tx,
          changes,
          order,
          'paid',
          { actorId: actor.id, job: null, reason: differs ? `received ${amount}` : 'confirmed' },
          differs ? { fiat, crypto } : undefined,
        );
        await settle(tx, order, crypto);
      }),

    /** Cancels the open orders whose time is up, releasing their holds; answers how many. */
    expireDue: async (limit = 100) =>
      changing(async (tx, changes) => {
        const due = await repo.claimExpired(tx, limit);
        for (const { id } of due) {
          const order = (await repo.findOrder(tx, id))!;
          await move(tx, changes, order, 'canceled', { actorId: null, job: 'order-expiry', reason: 'expired' });
          await releaseHold(tx, order);
        }
        return due.length;
      }),

    /**
     * Follows the orders partner systems took: each partner is asked for its order's status with
     * no transaction open, then a paid order is settled and a canceled one released. Answers how
     * many moved.
     */
    followPartners: async (limit = 50) => {
      let moved = 0;
      for (const row of await repo.openPartnerOrders(db, limit)) {
        const adapter = await partners.adapter(row.partner_slug);
        const status = adapter ? await adapter.orderStatus(row.partner_order_id).catch(() => null) : null;
        if (status === null || status === 'pending') continue;
        await changing(async (tx, changes) => {
          const order = await repo.findOrder(tx, row.id, true);
          // Moved meanwhile (expired, canceled by an admin): the partner's word comes too late.
          if (!order || (order.status !== 'new' && order.status !== 'in-progress')) return;
          const who = { actorId: null, job: 'partner-status', reason: `${row.partner_slug} reports it ${status}` };
          if (status === 'paid') {
            await move(tx, changes, order, 'paid', who);
            await settle(tx, order, BigInt(order.crypto_amount));
          } else {
            await move(tx, changes, order, 'canceled', who);
            await releaseHold(tx, order);
          }
          moved += 1;
        });
      }
      return moved;
    },

    /** Closes the paid orders whose dispute window has passed; answers how many. */
    closeSettled: async (limit = 100) =>
      changing(async (tx, changes) => {
        const due = await repo.claimSettled(tx, config.orderDoneAfterHours, limit);
        for (const { id } of due) {
          await move(tx, changes, (await repo.findOrder(tx, id))!, 'done', {
            actorId: null,
            job: 'order-done',
            reason: 'dispute window closed',
          });
        }
        return due.length;
      }),

    /** The order behind a payment page's token, for the customer's page. */
    byPaymentToken: (token: string) => repo.findOrderByToken(db, token),

    /** An order by its id, for the domains that show something of it (receipts). */
    byId: (id: string) => repo.findOrder(db, id),

    /**
     * The customer says they have paid (the payment page's button): a new pay-in moves to
     * in-progress and waits for the executor's confirmation; it never confirms anything itself.
     */
    customerPaid: async (token: string) =>
      changing(async (tx, changes) => {
        const order = await repo.findOrderByToken(tx, token, true);
        if (!order || order.direction !== 'pay_in') throw new AppError('not_found');
        // Said twice, or said after the confirmation: nothing more to do.
        if (order.status !== 'new' && order.status !== 'canceled') return order;
        if (order.status === 'canceled' || order.expires_at.getTime() <= Date.now()) throw new AppError('payment_closed');
        return move(tx, changes, order, 'in-progress', { actorId: null, job: null, reason: 'the customer says it is paid' });
      }),

    /** The trader of an order, for the route's owner rule. */
    traderOf: (id: string) => repo.ownerOfOrder(db, id),

    /** An order as webhooks see it: its merchant, status and revision, and the merchant API's view. */
    webhookView: async (id: string) => {
      const order = await repo.findOrder(db, id);
      return order ? { ...order, data: toMerchantOrder(order, config.publicUrl) } : null;
    },
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;

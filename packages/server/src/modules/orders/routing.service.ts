import { CURRENCY_SCALES, toMinor, type MerchantOrderBody, type RateSource } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Localized } from '../../http/request-context';
import { randomToken, uuidv7 } from '../../shared/ids';
import { claimExecutor, routingExecutors, traderRestrictionsIn, type RoutingExecutorRow } from '../flows/flow-directory.service';
import { postTransfer, type LedgerOwner } from '../ledger/ledger.service';
import type { PartnerAdapter } from '../partners/partner-directory.service';
import { describeRate, loadMarketRates } from '../rates/rates.service';
import { bankOfOption, claimRequisite, usableRequisites, type UsableRequisite } from '../requisites/requisite-directory.service';
import { referralShares, traderStandings } from '../users/user-directory.service';
import * as repo from './orders.repository';
import { describeReason, reason, type SystemReason } from './order-reasons';
import type { OrderTransitions } from './order-transitions';
import { firstBrokenRule, limitsOf, restrictionsAdmit, type RoutingReason } from './routing.rules';
import { payOutHold } from './settlement';

const RATE_SCALE = 8;

/** Refuses one executor inside its attempt: the attempt's transaction rolls back and the next executor is tried. */
class Busy extends Error {}

class Refusal extends Error {
  constructor(readonly reason: RoutingReason) {
    super(reason);
  }
}

export type Attempt = repo.UnprocessedAttempt;

/** The crypto amount of a fiat amount at a rate: fiat / rate, rounded down to the crypto's minor unit. */
export const cryptoOf = (fiatMinor: bigint, fiatScale: number, rate: string, cryptoScale: number) =>
  (fiatMinor * 10n ** BigInt(cryptoScale + RATE_SCALE - fiatScale)) / toMinor(rate, RATE_SCALE);

export type RoutedRequest = {
  merchantId: string;
  body: MerchantOrderBody;
  fiatMinor: bigint;
  /** Checked payment details of a pay-out's recipient. */
  recipient: { payment_option: string; attributes: Record<string, string> } | null;
  /** What the caller records with the order, in the transaction that creates it (the merchant request's answer). */
  onRecorded?: (tx: Sql, order: repo.OrderRow) => Promise<void>;
};

/**
 * The routing engine (DESIGN 4): tries the merchant's executors in order and gives the order to
 * the first that qualifies, posting its hold with the order in one transaction. Each attempt is
 * its own short transaction, so no lock outlives one executor; nothing waits on the network
 * while a transaction is open.
 */
/** What the engine asks of the partner systems' domain. */
export type PartnerGateway = {
  adapter(slug: string): Promise<PartnerAdapter | null>;
  /** The partner's available USDT, in minor units. */
  available(slug: string): Promise<bigint>;
};

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export const createRoutingService = ({ db, config }: AppDeps, partners: PartnerGateway, transitions: OrderTransitions) => {
  const rateOf = async (sql: Sql, executor: RoutingExecutorRow, fiat: string, crypto: string, localized: Localized) => {
    const market = (await loadMarketRates(sql, fiat, crypto)).find((row) => row.source === executor.currency_rate_source);
    return describeRate(
      { currency_rate_source: executor.currency_rate_source as RateSource, manual_rate: executor.manual_rate },
      market,
      config.rateMaxAgeSeconds,
      localized.lang,
    );
  };

  /** The first requisite whose restrictions admit the order; each is locked while it is looked at. */
  const pickRequisite = async (tx: Sql, requisites: UsableRequisite[], request: RoutedRequest, fiatToMinor: (value: string) => bigint) => {
    let sameAmount = false;
    for (const requisite of requisites) {
      if (!(await claimRequisite(tx, requisite.id))) continue;
      const stats = await repo.openStats(tx, { requisiteId: requisite.id }, request.fiatMinor);
      // A bank notification could not tell two open pay-ins of one amount on one card apart.
      if (request.body.direction === 'pay_in' && stats.same_amount_open > 0) {
        sameAmount = true;
        continue;
      }
      if (restrictionsAdmit(limitsOf(requisite.restrictions), stats, request.fiatMinor, fiatToMinor)) return requisite;
    }
    throw new Refusal(sameAmount ? 'same_amount_open' : 'requisite_restricted');
  };

  /** One executor's attempt, in its own transaction: claim, check what needs a lock, hold, record. */
  const attempt = (executor: RoutingExecutorRow, request: RoutedRequest, rate: string, requisites: UsableRequisite[], skipBusy: boolean) =>
    db.transaction(async (tx) => {
      const { body } = request;
      const traderId = executor.trader_id!;
      const fiatScale = CURRENCY_SCALES[body.currency as keyof typeof CURRENCY_SCALES];
      const fiatToMinor = (value: string) => toMinor(value, fiatScale);
      if (!(await claimExecutor(tx, executor.executor_id, skipBusy))) throw new Busy();
      const flowLimits = limitsOf(await traderRestrictionsIn(tx, executor.flow_id, traderId));
      const flowStats = await repo.openStats(tx, { traderId, flowId: executor.flow_id }, request.fiatMinor);
      if (!restrictionsAdmit(flowLimits, flowStats, request.fiatMinor, fiatToMinor)) throw new Refusal('trader_restricted');
      const requisite = request.recipient ? null : await pickRequisite(tx, requisites, request, fiatToMinor);

      const crypto = cryptoOf(request.fiatMinor, fiatScale, rate, CURRENCY_SCALES.USDT);
      const shares = await referralShares(tx, request.merchantId, traderId, body.direction);
      const fees: repo.OrderFees = { ...shares, trader: executor.fee_percentage! };
      const id = uuidv7();
      const holder = body.direction === 'pay_in' ? traderId : request.merchantId;
      const held = body.direction === 'pay_in' ? crypto : payOutHold(crypto, fees);
      await hold(tx, id, { owner: holder }, held);
      const details: repo.PaymentDetails = requisite
        ? {
            payment_type: requisite.payment_type,
            payment_option: requisite.payment_option,
            bank: requisite.bank,
            attributes: requisite.attributes,
          }
        : {
            payment_type: body.payment_type ?? '',
            payment_option: request.recipient!.payment_option,
            bank: await bankOfOption(tx, request.recipient!.payment_option),
            attributes: request.recipient!.attributes,
          };
      const order = await recordOrder(tx, request, {
        id,
        executor,
        trader_id: traderId,
        partner: null,
        requisite_id: requisite?.id ?? null,
        crypto,
        rate,
        details,
        fees,
      });
      return order;
    });

  /** Writes a routed order and its first history line, in the transaction that holds its USDT. */
  const recordOrder = async (
    tx: Sql,
    request: RoutedRequest,
    routed: {
      id: string;
      executor: RoutingExecutorRow;
      trader_id: string | null;
      partner: { slug: string; orderId: string } | null;
      requisite_id: string | null;
      crypto: bigint;
      rate: string;
      details: repo.PaymentDetails;
      fees: repo.OrderFees;
    },
  ) => {
    const { body } = request;
    const order = await repo.insertOrder(tx, {
      id: routed.id,
      merchant_id: request.merchantId,
      merchant_order_id: body.merchant_order_id,
      direction: body.direction,
      flow_id: routed.executor.flow_id,
      executor_id: routed.executor.executor_id,
      trader_id: routed.trader_id,
      partner_slug: routed.partner?.slug ?? null,
      partner_order_id: routed.partner?.orderId ?? null,
      requisite_id: routed.requisite_id,
      fiat_currency: body.currency,
      fiat_amount: request.fiatMinor.toString(),
      crypto_currency: 'USDT',
      crypto_amount: routed.crypto.toString(),
      rate: routed.rate,
      payment_type: routed.details.payment_type,
      payment_details: routed.details,
      fees: routed.fees,
      customer_id: body.customer_id ?? null,
      return_url: body.return_url ?? null,
      payment_token: randomToken(24),
      expires_at: new Date(Date.now() + config.orderTtlMinutes * 60_000),
    });
    await transitions.recordCreation(tx, order, { actorId: request.merchantId, job: null, reason: reason('created') });
    await request.onRecorded?.(tx, order);
    return order;
  };

  /** Holds an order's USDT: the executor's for a pay-in, the merchant's amount and fee for a pay-out. */
  const hold = async (tx: Sql, orderId: string, from: LedgerOwner, amount: bigint) => {
    try {
      await postTransfer(tx, {
        from: { ...from, part: 'available' },
        to: { ...from, part: 'held' },
        currency: 'USDT',
        amount,
        kind: 'order_hold',
        reference: { type: 'order', id: orderId },
        idempotencyKey: `order:${orderId}:hold`,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_balance') throw new Refusal('insufficient_balance');
      throw error;
    }
  };

  /**
   * A partner system's attempt: its adapter is asked over the network with no transaction open;
   * only once it has taken the order is the order recorded, with its hold, in a short transaction.
   * A refusal, a failure or a timeout moves on to the next executor.
   */
  const partnerAttempt = async (executor: RoutingExecutorRow, request: RoutedRequest, rate: string) => {
    const { body } = request;
    const slug = executor.partner_slug!;
    const adapter = await partners.adapter(slug);
    if (!adapter) throw new Refusal('partner_unavailable');
    const fiatScale = CURRENCY_SCALES[body.currency as keyof typeof CURRENCY_SCALES];
    const crypto = cryptoOf(request.fiatMinor, fiatScale, rate, CURRENCY_SCALES.USDT);
    // A partner that could not cover the hold is not asked at all.
    if (body.direction === 'pay_in' && (await partners.available(slug)) < crypto) throw new Refusal('insufficient_balance');
    const id = uuidv7();
    let taken: Awaited<ReturnType<PartnerAdapter['createOrder']>>;
    try {
      taken = await withTimeout(
        adapter.createOrder({ reference: id, direction: body.direction, amount: body.amount, currency: body.currency }),
        config.partnerTimeoutMs,
      );
    } catch {
      throw new Refusal('partner_unavailable');
    }
    return db.transaction(async (tx) => {
      await claimExecutor(tx, executor.executor_id);
      const shares = await referralShares(tx, request.merchantId, null, body.direction);
      // A partner system earns outside the platform unless the flow gives it a fee.
      const fees: repo.OrderFees = { ...shares, trader: executor.fee_percentage ?? '0' };
      await hold(
        tx,
        id,
        body.direction === 'pay_in' ? { partner: slug } : { owner: request.merchantId },
        body.direction === 'pay_in' ? crypto : payOutHold(crypto, fees),
      );
      const { reference: _reference, ...shown } = taken.payment;
      const details: repo.PaymentDetails = {
        payment_type: body.payment_type ?? 'card',
        payment_option: request.recipient?.payment_option ?? slug,
        bank: null,
        attributes: request.recipient ? request.recipient.attributes : shown,
      };
      return recordOrder(tx, request, {
        id,
        executor,
        trader_id: null,
        partner: { slug, orderId: taken.partnerOrderId },
        requisite_id: null,
        crypto,
        rate,
        details,
        fees,
      });
    });
  };

  return {
    /** Routes the order; answers it, or refuses with the reasons and records it as unprocessed. */
    route: async (request: RoutedRequest, localized: Localized) => {
      const { body } = request;
      const executors = await routingExecutors(db, {
        merchantId: request.merchantId,
        fiat: body.currency,
        crypto: 'USDT',
        direction: body.direction,
        amount: body.amount,
      });
      const standings = await traderStandings(
        db,
        executors.flatMap((row) => (row.trader_id ? [row.trader_id] : [])),
      );
      const attempts: Attempt[] = [];
      const tried = (executor: RoutingExecutorRow, why: SystemReason) =>
        attempts.push({
          executor_id: executor.executor_id,
          flow_id: executor.flow_id,
          trader_id: executor.trader_id,
          partner_slug: executor.partner_slug,
          reason_code: why.code,
          ...(why.params ? { reason_params: why.params } : {}),
        });
      // Executors busy with another order are passed over first, then waited for if nobody else qualifies.
      const busy: { executor: RoutingExecutorRow; rate: string; requisites: UsableRequisite[] }[] = [];
      const take = async (executor: RoutingExecutorRow, rate: string, requisites: UsableRequisite[], skipBusy: boolean) => {
        try {
          return await attempt(executor, request, rate, requisites, skipBusy);
        } catch (error) {
          if (error instanceof Busy) {
            busy.push({ executor, rate, requisites });
            return null;
          }
          if (!(error instanceof Refusal)) throw error;
          tried(executor, reason(error.reason));
          return null;
        }
      };
      // Executors of one flow share its rate: read once per flow.
      const rates = new Map<string, ReturnType<typeof rateOf>>();
      for (const executor of executors) {
        if (!rates.has(executor.flow_id)) rates.set(executor.flow_id, rateOf(db, executor, body.currency, 'USDT', localized));
        const rate = await rates.get(executor.flow_id)!;
        if (!rate.rate) {
          tried(executor, reason('rate_unavailable', { detail: rate.unroutable ?? reason('rate_none') }));
          continue;
        }
        if (executor.partner_slug) {
          try {
            return { order: await partnerAttempt(executor, request, rate.rate), attempts };
          } catch (error) {
            if (!(error instanceof Refusal)) throw error;
            tried(executor, reason(error.reason));
            continue;
          }
        }
        const broken = firstBrokenRule({ direction: body.direction, executor, standing: standings.get(executor.trader_id!) });
        if (broken) {
          tried(executor, reason(broken));
          continue;
        }
        const requisites = request.recipient
          ? []
          : await usableRequisites(db, executor.trader_id!, body.currency, body.payment_type ?? null);
        if (!request.recipient && requisites.length === 0) {
          tried(executor, reason('no_requisite'));
          continue;
        }
        const order = await take(executor, rate.rate, requisites, true);
        if (order) return { order, attempts };
      }
      for (const { executor, rate, requisites } of busy.splice(0)) {
        const order = await take(executor, rate, requisites, false);
        if (order) return { order, attempts };
      }
      const reasons: SystemReason[] =
        attempts.length === 0
          ? [reason('no_flow')]
          : attempts.map((item) => ({ code: item.reason_code, params: item.reason_params }) as SystemReason);
      await repo.insertUnprocessed(db, {
        merchantId: request.merchantId,
        merchantOrderId: body.merchant_order_id,
        direction: body.direction,
        amount: body.amount,
        currency: body.currency,
        payload: body,
        reasonCodes: [...new Set(reasons.map((item) => item.code))],
        reasonParams: null,
        attempts,
      });
      const said = [...new Set(reasons.map((item) => describeReason(item, localized.lang)))].join('; ');
      throw new AppError('no_executor', { reason: said });
    },
  };
};

export type RoutingService = ReturnType<typeof createRoutingService>;

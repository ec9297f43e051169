import { CURRENCY_SCALES, fromMinor, toMinor, type MerchantOrderBody, type RateSource } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import { together, type Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Localized } from '../../http/request-context';
import { randomToken, uuidv7 } from '../../shared/ids';
import type { ConfigSnapshot } from '../../db/config-snapshot';
import {
  feeAt,
  lockFirstFreeExecutor,
  routingExecutors,
  traderRestrictionsOf,
  type RoutingExecutorRow,
} from '../flows/flow-directory.service';
import { postTransfer, type LedgerOwner } from '../ledger/ledger.service';
import { PartnerRefusedError, type PartnerAdapter } from '../partners/partner-directory.service';
import { describeRate, loadMarketRates } from '../rates/rates.service';
import { bankOfOption, claimRequisite, usableRequisites, type UsableRequisite } from '../requisites';
import { sharesForTraders, traderStandings } from '../users/user-directory.service';
import * as repo from './orders.repository';
import { describeReason, reason, type ReasonParams, type SystemReason } from './order-reasons';
import type { OrderTransitions, RequestAnswer } from './order-transitions';
import { nearestFreeAmount } from './amount-adjustment';
import { countsPeriods, firstBrokenRule, limitsOf, requisitesServed, restrictionsAdmit, type RoutingReason } from './routing.rules';
import { terminalCoverage } from '../terminals/terminal-directory.service';
import { payOutHold } from './settlement';
import type { AntiFraudGateway } from './anti-fraud-gateway';

const RATE_SCALE = 8;

class Refusal extends Error {
  constructor(
    readonly reason: RoutingReason,
    readonly params?: ReasonParams,
  ) {
    super(reason);
  }
}

/** A refusal of the candidate an attempt took: the next attempt leaves it out. */
class RefusedBy extends Error {
  constructor(
    readonly candidate: Candidate,
    readonly reason: RoutingReason,
  ) {
    super(reason);
  }
}

/** An executor that passed the rules outside any transaction, with what its attempt needs. */
type Candidate = { executor: RoutingExecutorRow; rate: string; requisites: UsableRequisite[]; flowLimits: Limits; shares: Shares };

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
  /** How far the amount may move to one no open pay-in on the requisite has (minor units); 0 keeps it exact. */
  adjustLimit: bigint;
  /** The merchant request the order answers: its answer is written with the order (see `OrderTransitions.create`). */
  answer?: RequestAnswer;
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
  /** Until when a partner that failed several times in a row is skipped (its circuit breaker); null when it may be asked. */
  pausedUntil(slug: string): Promise<Date | null>;
  /** What the partner's balance call last answered (USDT minor units), null when never asked. */
  reportedBalance(slug: string): Promise<bigint | null>;
};

/**
 * Executors in the order one order tries them: by priority, and among equal priorities starting
 * at the `turn`-th, so that consecutive orders start at consecutive executors (a round robin kept
 * in memory per process: no shared row to write per order).
 */
export const inTurn = <T extends { priority: number }>(executors: T[], turn: number) => {
  const ordered: T[] = [];
  for (let start = 0; start < executors.length;) {
    let end = start;
    while (end < executors.length && executors[end]!.priority === executors[start]!.priority) end += 1;
    ordered.push(...rotated(executors.slice(start, end), turn));
    start = end;
  }
  return ordered;
};

/** The list starting at its `turn`-th item (modulo its length), the ones before it at the end. */
const rotated = <T>(list: T[], turn: number) => {
  const shift = list.length === 0 ? 0 : turn % list.length;
  return [...list.slice(shift), ...list.slice(0, shift)];
};

type Shares = ReturnType<Awaited<ReturnType<typeof sharesForTraders>>>;
type Limits = ReturnType<typeof limitsOf>;

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export const createRoutingService = (
  { db, config, metrics }: AppDeps,
  partners: PartnerGateway,
  transitions: OrderTransitions,
  antiFraud: () => AntiFraudGateway,
) => {
  const rateOf = async (snapshot: ConfigSnapshot, executor: RoutingExecutorRow, fiat: string, crypto: string, localized: Localized) => {
    // A manual rate is the flow's own: no market row to read. A market rate's age is judged now, whenever it was read.
    const market =
      executor.currency_rate_source === 'manual'
        ? undefined
        : (await snapshot.read(`rates:${fiat}:${crypto}`, () => loadMarketRates(db, fiat, crypto))).find(
            (row) => row.source === executor.currency_rate_source,
          );
    return describeRate(
      { currency_rate_source: executor.currency_rate_source as RateSource, manual_rate: executor.manual_rate },
      market,
      config.rateMaxAgeSeconds,
      localized.lang,
    );
  };

  /**
   * The first requisite whose restrictions admit the order, and the amount to pay on it; each is
   * locked while it is looked at. A bank notification could not tell two open pay-ins of one
   * amount on one card apart: such a requisite is passed over, or, when the merchant allows it,
   * the amount moves to the nearest one free on it.
   */
  const pickRequisite = async (tx: Sql, requisites: UsableRequisite[], request: RoutedRequest, fiatToMinor: (value: string) => bigint) => {
    let sameAmount = false;
    for (const requisite of requisites) {
      const limits = limitsOf(requisite.restrictions);
      // Counted once the requisite is held (the count runs after the lock on the same connection), in one round trip with it.
      const [claimed, stats] = await together([
        claimRequisite(tx, requisite.id),
        repo.openStats(tx, { requisiteId: requisite.id }, request.fiatMinor, countsPeriods(limits)),
      ]);
      if (!claimed) continue;
      let fiat = request.fiatMinor;
      if (request.body.direction === 'pay_in' && stats.same_amount_open > 0) {
        const free = request.adjustLimit > 0n ? await freeAmountOn(tx, requisite.id, request) : null;
        if (free === null) {
          sameAmount = true;
          continue;
        }
        fiat = free;
      }
      if (restrictionsAdmit(limits, stats, fiat, fiatToMinor)) return { requisite, fiat };
    }
    throw new Refusal(sameAmount ? 'same_amount_open' : 'requisite_restricted');
  };

  const freeAmountOn = async (tx: Sql, requisiteId: string, { fiatMinor, adjustLimit }: RoutedRequest) =>
    nearestFreeAmount(
      fiatMinor,
      await repo.openPayInAmountsNear(tx, requisiteId, fiatMinor - adjustLimit, fiatMinor + adjustLimit),
      adjustLimit,
    );

  /**
   * One attempt, in its own transaction: take the first of these candidates no other order holds
   * (or wait for the first), count what its limits need under that lock, pick a requisite, hold,
   * record. What was read before (standing, requisites, restrictions, shares) is configuration;
   * what limits count is read here, locked. A refusal names the candidate it refused.
   */
  const attempt = async (candidates: Candidate[], request: RoutedRequest) => {
    let chosen: Candidate | null = null;
    try {
      return await db.transaction(async (tx) => {
        const id = await lockFirstFreeExecutor(
          tx,
          candidates.map((candidate) => candidate.executor.executor_id),
        );
        chosen = candidates.find((candidate) => candidate.executor.executor_id === id)!;
        return await attemptWith(tx, chosen, request);
      });
    } catch (error) {
      if (error instanceof Refusal && chosen) throw new RefusedBy(chosen, error.reason);
      throw error;
    }
  };

  /** The attempt on the executor taken: its limits, a requisite, the hold and the order. */
  const attemptWith = async (tx: Sql, candidate: Candidate, request: RoutedRequest) => {
    const { executor, rate, requisites, flowLimits, shares } = candidate;
    const { body } = request;
    const traderId = executor.trader_id!;
    const fiatScale = CURRENCY_SCALES[body.currency as keyof typeof CURRENCY_SCALES];
    const fiatToMinor = (value: string) => toMinor(value, fiatScale);
    const flowStats =
      Object.keys(flowLimits).length > 0
        ? await repo.openStats(tx, { traderId, flowId: executor.flow_id }, request.fiatMinor, countsPeriods(flowLimits))
        : null;
    if (flowStats && !restrictionsAdmit(flowLimits, flowStats, request.fiatMinor, fiatToMinor)) throw new Refusal('trader_restricted');
    const picked = request.recipient ? null : await pickRequisite(tx, requisites, request, fiatToMinor);
    const requisite = picked?.requisite ?? null;
    const fiat = picked?.fiat ?? request.fiatMinor;
    // An adjusted amount answers to the trader's limits too.
    if (flowStats && fiat !== request.fiatMinor && !restrictionsAdmit(flowLimits, flowStats, fiat, fiatToMinor)) {
      throw new Refusal('trader_restricted');
    }

    const crypto = cryptoOf(fiat, fiatScale, rate, CURRENCY_SCALES.USDT);
    const fees: repo.OrderFees = { ...shares, trader: executor.fee_percentage! };
    const id = uuidv7();
    const holder = body.direction === 'pay_in' ? traderId : request.merchantId;
    const held = body.direction === 'pay_in' ? crypto : payOutHold(crypto, fees);
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
    // The hold and the order go out together: one round trip; a refused hold rolls the order back.
    const [, order] = await together([
      hold(tx, id, { owner: holder }, held),
      recordOrder(tx, request, {
        id,
        executor,
        trader_id: traderId,
        partner: null,
        requisite_id: requisite?.id ?? null,
        fiat,
        crypto,
        rate,
        details,
        fees,
      }),
    ]);
    return order;
  };

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
      /** The amount to pay: the asked one, or the adjusted one. */
      fiat: bigint;
      crypto: bigint;
      rate: string;
      details: repo.PaymentDetails;
      fees: repo.OrderFees;
    },
  ) => {
    const { body } = request;
    return transitions.create(
      tx,
      {
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
        fiat_amount: routed.fiat.toString(),
        requested_fiat_amount: routed.fiat === request.fiatMinor ? null : request.fiatMinor.toString(),
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
      },
      { actorId: request.merchantId, job: null, reason: reason('created') },
      request.answer ?? null,
    );
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
  const partnerAttempt = async (executor: RoutingExecutorRow, request: RoutedRequest, rate: string, shares: Shares) => {
    const { body } = request;
    const slug = executor.partner_slug!;
    const paused = await partners.pausedUntil(slug);
    if (paused) throw new Refusal('partner_paused', { until: `${paused.toISOString().slice(0, 19).replace('T', ' ')} UTC` });
    const adapter = await partners.adapter(slug);
    if (!adapter) throw new Refusal('partner_unavailable');
    const fiatScale = CURRENCY_SCALES[body.currency as keyof typeof CURRENCY_SCALES];
    const crypto = cryptoOf(request.fiatMinor, fiatScale, rate, CURRENCY_SCALES.USDT);
    // A partner that could not cover the hold is not asked at all: a pay-in's hold is its USDT here,
    // a pay-out is paid from what it holds for us there (its balance call, as last recorded).
    if (body.direction === 'pay_in' && (await partners.available(slug)) < crypto) throw new Refusal('insufficient_balance');
    if (body.direction === 'pay_out') {
      const reported = await partners.reportedBalance(slug);
      if (reported !== null && reported < crypto) {
        throw new Refusal('partner_balance_low', {
          balance: fromMinor(reported, CURRENCY_SCALES.USDT),
          amount: fromMinor(crypto, CURRENCY_SCALES.USDT),
        });
      }
    }
    const id = uuidv7();
    let taken: Awaited<ReturnType<PartnerAdapter['createOrder']>>;
    try {
      taken = await withTimeout(
        adapter.createOrder({
          reference: id,
          direction: body.direction,
          amount: body.amount,
          currency: body.currency,
          paymentType: body.payment_type,
          recipient: request.recipient,
        }),
        config.partnerTimeoutMs,
      );
    } catch (error) {
      if (error instanceof PartnerRefusedError) throw new Refusal('partner_refused', { detail: error.detail });
      throw new Refusal('partner_unavailable');
    }
    return db.transaction(async (tx) => {
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
        fiat: request.fiatMinor,
        crypto,
        rate,
        details,
        fees,
      });
    });
  };

  // Consecutive orders of this process start at consecutive executors among equals.
  let turn = 0;

  return {
    /** Routes the order; answers it, or refuses with the reasons and records it as unprocessed. */
    route: async (request: RoutedRequest, localized: Localized, snapshot: ConfigSnapshot) => {
      const { body } = request;
      const start = turn++;
      const executors = inTurn(
        (
          await snapshot.read(`executors:${request.merchantId}:${body.currency}:${body.direction}`, () =>
            routingExecutors(db, { merchantId: request.merchantId, fiat: body.currency, crypto: 'USDT', direction: body.direction }),
          )
        ).map(({ fees, ...executor }) => ({ ...executor, fee_percentage: feeAt(fees, body.amount) })),
        start,
      );
      // Every candidate's configuration in a few reads at once, whatever the number of executors,
      // remembered while the configuration stands still; only the terminals' liveness is read each time.
      const traderIds = [...new Set(executors.flatMap((row) => (row.trader_id ? [row.trader_id] : [])))];
      const traders = traderIds.join(',');
      const pairs = executors.flatMap((row) => (row.trader_id ? [{ flowId: row.flow_id, traderId: row.trader_id }] : []));
      const [standings, coverage, requisitesOf, restrictionsOf, sharesOf, stops] = await Promise.all([
        snapshot.read(`standings:${traders}`, () => traderStandings(db, traderIds)),
        terminalCoverage(db, traderIds),
        request.recipient
          ? new Map<string, UsableRequisite[]>()
          : snapshot.read(`requisites:${traders}:${body.currency}:${body.payment_type ?? ''}`, () =>
              usableRequisites(db, traderIds, body.currency, body.payment_type ?? null),
            ),
        snapshot.read(`restrictions:${pairs.map((pair) => `${pair.flowId}/${pair.traderId}`).join(',')}`, () =>
          traderRestrictionsOf(db, pairs),
        ),
        snapshot.read(`shares:${request.merchantId}:${traders}:${body.direction}`, () =>
          sharesForTraders(db, request.merchantId, traderIds, body.direction),
        ),
        antiFraud().stops(snapshot),
      ]);
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
      /**
       * Trader executors that passed the rules, consecutive in the order of trial, are attempted
       * together: each attempt takes the first of them not busy with another order, and one that
       * refuses is left out of the next attempt.
       */
      let waiting: Candidate[] = [];
      const attemptWaiting = async () => {
        while (waiting.length > 0) {
          try {
            return await attempt(waiting, request);
          } catch (error) {
            if (!(error instanceof RefusedBy)) throw error;
            tried(error.candidate.executor, reason(error.reason));
            waiting = waiting.filter((candidate) => candidate !== error.candidate);
          }
        }
        return null;
      };
      // Executors of one flow share its rate: read once per flow.
      const rates = new Map<string, ReturnType<typeof rateOf>>();
      for (const executor of executors) {
        if (!rates.has(executor.flow_id)) rates.set(executor.flow_id, rateOf(snapshot, executor, body.currency, 'USDT', localized));
        const rate = await rates.get(executor.flow_id)!;
        if (!rate.rate) {
          tried(executor, reason('rate_unavailable', { detail: rate.unroutable ?? reason('rate_none') }));
          continue;
        }
        if (executor.partner_slug) {
          // Traders before a partner system in the order of trial are tried before it is asked.
          const order = await attemptWaiting();
          if (order) return { order, attempts };
          try {
            return { order: await partnerAttempt(executor, request, rate.rate, sharesOf(null)), attempts };
          } catch (error) {
            if (!(error instanceof Refusal)) throw error;
            tried(executor, reason(error.reason, error.params));
            continue;
          }
        }
        const terminals = coverage.get(executor.trader_id!);
        const broken = firstBrokenRule({
          direction: body.direction,
          executor,
          standing: standings.get(executor.trader_id!),
          terminals,
          stopped: stops.traders.has(executor.trader_id!),
        });
        if (broken) {
          tried(executor, reason(broken));
          continue;
        }
        // A requisite an anti-fraud case pauses is left out as if it were inactive.
        const active = (requisitesOf.get(executor.trader_id!) ?? []).filter((requisite) => !stops.requisites.has(requisite.id));
        if (!request.recipient && active.length === 0) {
          tried(executor, reason('no_requisite'));
          continue;
        }
        const usable = requisitesServed(active, terminals);
        if (!request.recipient && usable.length === 0) {
          tried(executor, reason('no_terminal'));
          continue;
        }
        waiting.push({
          executor,
          rate: rate.rate,
          requisites: rotated(usable, start),
          flowLimits: limitsOf(restrictionsOf.get(`${executor.flow_id}:${executor.trader_id}`) ?? []),
          shares: sharesOf(executor.trader_id),
        });
      }
      const order = await attemptWaiting();
      if (order) return { order, attempts };
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
      for (const code of new Set(reasons.map((item) => item.code))) metrics.routingRefusals.inc({ reason: code });
      const said = [...new Set(reasons.map((item) => describeReason(item, localized.lang)))].join('; ');
      throw new AppError('no_executor', { reason: said });
    },
  };
};

export type RoutingService = ReturnType<typeof createRoutingService>;

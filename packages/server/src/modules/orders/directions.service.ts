import {
  compareDecimals,
  ORDER_DIRECTIONS,
  type Direction,
  type Language,
  type listQuerySchema,
  type OrderDirection,
  type RateSource,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { messages } from '../../http/messages';
import type { Localized } from '../../http/request-context';
import { directionExecutors, traderRestrictionsOf, type FeeTier } from '../flows/flow-directory.service';
import { partnerOfferings } from '../partners/partner-directory.service';
import { describeRate, loadMarketRates } from '../rates/rates.service';
import { loadCatalogue } from '../requisites';
import { usableRequisites, type UsableRequisite } from '../requisites';
import { terminalCoverage } from '../terminals/terminal-directory.service';
import { traderStandings } from '../users/user-directory.service';
import type { AntiFraudGateway } from './anti-fraud-gateway';
import { directionsPage, ordersToday } from './directions.list';
import type { PartnerGateway } from './routing.service';
import { firstBrokenRule, limitsOf, requisitesServed } from './routing.rules';

type ListQuery = z.output<typeof listQuerySchema>;

/** Fiat amounts an executor takes: from `min`, up to `max` (null: no upper limit). */
type Range = { min: string; max: string | null };

const lower = (a: string, b: string) => (compareDecimals(a, b) <= 0 ? a : b);
const higher = (a: string, b: string) => (compareDecimals(a, b) >= 0 ? a : b);
const isEmpty = (range: Range) => range.max !== null && compareDecimals(range.min, range.max) > 0;
const intersect = (a: Range, b: Range): Range => ({
  min: higher(a.min, b.min),
  max: a.max === null ? b.max : b.max === null ? a.max : lower(a.max, b.max),
});
/** The lowest minimum and the highest maximum of several ranges (null: none). */
const span = (ranges: Range[]): Range | null =>
  ranges.length === 0
    ? null
    : {
        min: ranges.map((range) => range.min).reduce(lower),
        max: ranges.some((range) => range.max === null) ? null : ranges.map((range) => range.max!).reduce(higher),
      };
const feeSpan = (tiers: FeeTier[]) => span(tiers.map((tier) => ({ min: tier.min, max: tier.max })));

const DECIMAL = /^\d{1,24}(\.\d{1,12})?$/;
/** The per-order limit of restrictions as stored; a value that is not a plain decimal limits nothing. */
const perOrder = (restrictions: Parameters<typeof limitsOf>[0]): Range => {
  const limit = limitsOf(restrictions).amount_per_order;
  const min = limit?.min && DECIMAL.test(limit.min) ? limit.min : '0';
  const max = limit?.max && DECIMAL.test(limit.max) ? limit.max : null;
  return { min, max };
};

/** `1500.000000` → `1500`, `99.500000` → `99.5`. */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** Paid ÷ created in percent, two decimals rounded half up; null without orders. */
export const conversionOf = (paid: number, created: number) =>
  created === 0 ? null : (Math.round((paid * 10_000) / created) / 100).toFixed(2);

type Entry = {
  fiat: string;
  crypto: string;
  paymentType: string;
  direction: OrderDirection;
  flows: Set<string>;
  /** `trader:<id>` or `partner:<slug>` → whether routing would give it an order now. */
  executors: Map<string, boolean>;
  ranges: Range[];
};

const keyOf = (fiat: string, crypto: string, paymentType: string, direction: OrderDirection) =>
  `${fiat}:${crypto}:${paymentType}:${direction}`;

/**
 * The routing directions (/directions, admins): every fiat → crypto pair of the live active flows,
 * by payment type and direction, with the executors configured for it, those routing would give an
 * order to right now (the same rules and readings as the engine: standing, fee, terminals,
 * anti-fraud stops, requisites a live terminal serves, the flow's rate, a partner's adapter), the
 * amount limits they take, and today's orders.
 */
export const createDirectionsService = (
  { db, config, snapshots }: Pick<AppDeps, 'db' | 'config' | 'snapshots'>,
  partners: PartnerGateway,
  antiFraud: () => AntiFraudGateway,
) => {
  const directions = async (lang: Language): Promise<Direction[]> => {
    const [executors, catalogue, offerings, today, stops] = await Promise.all([
      directionExecutors(db),
      loadCatalogue(db),
      partnerOfferings(db),
      ordersToday(db),
      snapshots.fresh().then((snapshot) => antiFraud().stops(snapshot)),
    ]);
    const traderIds = [...new Set(executors.flatMap((row) => (row.trader_id ? [row.trader_id] : [])))];
    const currencies = [...new Set(executors.map((row) => row.fiat_currency))];
    const pairs = executors.flatMap((row) => (row.trader_id ? [{ flowId: row.flow_id, traderId: row.trader_id }] : []));
    const slugs = [...new Set(executors.flatMap((row) => (row.partner_slug ? [row.partner_slug] : [])))];
    const [standings, coverage, restrictions, requisites, adapters] = await Promise.all([
      traderStandings(db, traderIds),
      terminalCoverage(db, traderIds),
      traderRestrictionsOf(db, pairs),
      Promise.all(currencies.map(async (currency) => [currency, await usableRequisites(db, traderIds, currency, null)] as const)).then(
        (entries) => new Map(entries),
      ),
      Promise.all(slugs.map(async (slug) => [slug, (await partners.adapter(slug)) !== null] as const)).then((entries) => new Map(entries)),
    ]);
    // A flow without a usable rate routes nothing (the engine's `rate_unavailable`).
    const rated = new Map<string, boolean>();
    for (const row of executors) {
      if (rated.has(row.flow_id)) continue;
      const market =
        row.currency_rate_source === 'manual'
          ? undefined
          : (await loadMarketRates(db, row.fiat_currency, row.crypto_currency)).find((rate) => rate.source === row.currency_rate_source);
      const rate = describeRate(
        { currency_rate_source: row.currency_rate_source as RateSource, manual_rate: row.manual_rate },
        market,
        config.rateMaxAgeSeconds,
        lang,
      );
      rated.set(row.flow_id, rate.rate !== null);
    }

    const entries = new Map<string, Entry>();
    const entry = (fiat: string, crypto: string, paymentType: string, direction: OrderDirection) => {
      const key = keyOf(fiat, crypto, paymentType, direction);
      let found = entries.get(key);
      if (!found) {
        found = { fiat, crypto, paymentType, direction, flows: new Set(), executors: new Map(), ranges: [] };
        entries.set(key, found);
      }
      return found;
    };
    const serve = (target: Entry, flowId: string, executor: string, live: boolean, range: Range) => {
      target.flows.add(flowId);
      target.executors.set(executor, (target.executors.get(executor) ?? false) || live);
      if (!isEmpty(range)) target.ranges.push(range);
    };
    const typesOf = (currency: string) => catalogue.types.filter((type) => type.currencies.includes(currency)).map((type) => type.slug);

    for (const row of executors) {
      const rateOk = rated.get(row.flow_id) === true;
      for (const direction of ORDER_DIRECTIONS) {
        const tiers = row.fees[direction];
        if (row.partner_slug) {
          // A partner system serves what it offers; it earns outside the platform unless the flow gives it a fee.
          const partner = offerings.find((item) => item.slug === row.partner_slug);
          if (!partner?.fiat_currencies.includes(row.fiat_currency)) continue;
          const range = feeSpan(tiers) ?? { min: '0', max: null };
          const live = rateOk && adapters.get(row.partner_slug) === true;
          for (const option of partner.payment_options) {
            serve(
              entry(row.fiat_currency, row.crypto_currency, option.slug, direction),
              row.flow_id,
              `partner:${partner.slug}`,
              live,
              range,
            );
          }
          continue;
        }
        const traderId = row.trader_id!;
        const fees = feeSpan(tiers);
        // Without a fee for the direction the engine gives this trader none of its orders (`no_fee`).
        if (!fees) continue;
        const terminals = coverage.get(traderId);
        const broken = firstBrokenRule({
          direction,
          executor: { fee_percentage: tiers[0]!.percentage },
          standing: standings.get(traderId),
          terminals,
          stopped: stops.traders.has(traderId),
        });
        const inFlow = intersect(fees, perOrder(restrictions.get(`${row.flow_id}:${traderId}`) ?? []));
        const own: UsableRequisite[] = requisites.get(row.fiat_currency)?.get(traderId) ?? [];
        // A pay-in goes to one of the trader's requisites; a pay-out names the recipient's, any of the currency's types.
        const types = direction === 'pay_in' ? [...new Set(own.map((requisite) => requisite.payment_type))] : typesOf(row.fiat_currency);
        for (const type of types) {
          let range = inFlow;
          let live = rateOk && broken === null;
          if (direction === 'pay_in') {
            const ofType = own.filter((requisite) => requisite.payment_type === type);
            range = intersect(inFlow, span(ofType.map((requisite) => perOrder(requisite.restrictions)))!);
            const active = ofType.filter((requisite) => !stops.requisites.has(requisite.id));
            live = live && requisitesServed(active, terminals).length > 0;
          }
          serve(entry(row.fiat_currency, row.crypto_currency, type, direction), row.flow_id, `trader:${traderId}`, live, range);
        }
      }
    }
    // Today's orders of a direction no live flow routes any more are still counted.
    const counts = new Map(today.map((row) => [keyOf(row.fiat_currency, row.crypto_currency, row.payment_type, row.direction), row]));
    for (const row of today) entry(row.fiat_currency, row.crypto_currency, row.payment_type, row.direction);

    const position = new Map(catalogue.types.map((type, index) => [type.slug, index]));
    const titleOf = (slug: string) => {
      const type = catalogue.type(slug);
      return type ? (lang === 'ru' ? type.name_ru : type.name_en) : slug;
    };
    return [...entries.values()]
      .sort(
        (a, b) =>
          a.fiat.localeCompare(b.fiat) ||
          a.crypto.localeCompare(b.crypto) ||
          (position.get(a.paymentType) ?? 99) - (position.get(b.paymentType) ?? 99) ||
          a.paymentType.localeCompare(b.paymentType) ||
          ORDER_DIRECTIONS.indexOf(a.direction) - ORDER_DIRECTIONS.indexOf(b.direction),
      )
      .map((item) => {
        const key = keyOf(item.fiat, item.crypto, item.paymentType, item.direction);
        const limits = span(item.ranges);
        const count = counts.get(key);
        return {
          id: key,
          fiat_currency: item.fiat,
          crypto_currency: item.crypto,
          payment_type: { slug: item.paymentType, title: titleOf(item.paymentType) },
          direction: { slug: item.direction, title: messages(lang).orderDirections[item.direction] },
          min_amount: limits ? plain(limits.min) : null,
          max_amount: limits?.max ? plain(limits.max) : null,
          flows: item.flows.size,
          executors: item.executors.size,
          executors_live: [...item.executors.values()].filter(Boolean).length,
          created_today: count?.created ?? 0,
          paid_today: count?.paid ?? 0,
          conversion_today: conversionOf(count?.paid ?? 0, count?.created ?? 0),
        };
      });
  };

  return {
    /** One page of the directions by the list protocol (`format=csv`: all of them). */
    list: async (query: ListQuery, { lang }: Localized) => directionsPage(await directions(lang), query, lang),
  };
};

export type DirectionsService = ReturnType<typeof createDirectionsService>;

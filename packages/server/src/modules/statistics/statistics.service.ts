import {
  fromMinor,
  scaleOf,
  type Language,
  type OrderStatus,
  type RewardRole,
  type Role,
  type Statistic,
  type statisticsQuerySchema,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { buildConditions, filterDefinitions, type FilterSpec, type ListSpec } from '../../http/list-query';
import { messages } from '../../http/messages';
import type { Actor, Localized } from '../../http/request-context';
import { walletAccountIds } from '../ledger/ledger.service';
import { medianFromBuckets } from './paid-time.util';
import { daysOf, rewardsOf, totalsOf, turnoverOf, type Day, type Turnover } from './statistics-figures';
import { statisticsFilters, type FilterChoices } from './statistics.filters';
import * as repo from './statistics.repository';

type Query = z.output<typeof statisticsQuerySchema>;

/** Which reward columns each role sees: its own role's, and the admin every role's. */
const VISIBLE_REWARDS: Record<Role, readonly RewardRole[]> = {
  admin: ['trader', 'partner', 'agent', 'admin'],
  trader: ['trader'],
  partner: ['partner'],
  agent: ['agent'],
  merchant: [],
};
const REWARD_COLUMN = { trader: 'trader_reward', partner: 'partner_reward', agent: 'agent_reward', admin: 'platform_fee' } as const;

const amountOf = (minor: bigint | string, code: string) => fromMinor(BigInt(minor), scaleOf(code) ?? 2);

/** The caller's own orders: all for an admin, the served ones for a trader or partner, a merchant's own, an agent's rewarded ones. */
const scopeOf = async (sql: Sql, actor: Actor) => {
  switch (actor.type) {
    case 'admin':
      return { source: repo.ROLLUP_SOURCE, times: repo.PAID_TIMES_SOURCE, where: [], params: [] };
    case 'trader':
      return { source: repo.ROLLUP_SOURCE, times: repo.PAID_TIMES_SOURCE, where: ['s.trader_id = $1'], params: [actor.id] };
    case 'merchant':
      return { source: repo.ROLLUP_SOURCE, times: repo.PAID_TIMES_SOURCE, where: ['s.merchant_id = $1'], params: [actor.id] };
    case 'partner':
      return {
        source: repo.ROLLUP_SOURCE,
        times: repo.PAID_TIMES_SOURCE,
        where: ['s.partner_slug IN (SELECT p.slug FROM partner_systems p WHERE p.user_id = $1)'],
        params: [actor.id],
      };
    case 'agent': {
      // An agent's orders are those the ledger paid them on: read there, not in the rollup.
      const [account] = await walletAccountIds(sql, { owner: actor.id, part: 'available' }, 'USDT');
      return { source: repo.AGENT_SOURCE, times: null, where: [], params: [account ?? null] };
    }
  }
};

const specOf = (filters: FilterSpec[], where: string[], params: unknown[]): ListSpec => ({
  select: '',
  from: '',
  where,
  params,
  filters,
  sorts: {},
  defaultOrder: '',
  tiebreak: '',
});

/** A paid time belongs to a paid order, later done: asked for another status, there is none. */
const forPaidTimes = (filters: FilterSpec[]): FilterSpec[] =>
  filters.map((filter) =>
    filter.field === 'status' ? { ...filter, condition: (placeholder) => `${placeholder}::text IN ('paid', 'done')` } : filter,
  );

const conversion = (row: { created: bigint | string; paid: bigint | string }) => ({ created: Number(row.created), paid: Number(row.paid) });

export const createStatisticsService = ({ db }: AppDeps) => {
  const choices = async (role: Role): Promise<FilterChoices> => {
    const [currencies, merchants, traders, flows] = await Promise.all([
      repo.fiatCurrencies(db),
      role === 'admin' ? repo.usersOfType(db, 'merchant') : [],
      role === 'admin' ? repo.usersOfType(db, 'trader') : [],
      role === 'admin' ? repo.flowNames(db) : [],
    ]);
    return { currencies, merchants, traders, flows };
  };

  return {
    /** The Total and Rewards tables and the charts of the caller's orders, filtered as asked. */
    statistic: async (actor: Actor, query: Query, { lang }: Localized): Promise<Statistic> => {
      const [found, scope, names] = await Promise.all([choices(actor.type), scopeOf(db, actor), repo.currencyNames(db)]);
      const filters = statisticsFilters(actor.type, found);
      const params = [...scope.params];
      const where = buildConditions(specOf(filters, scope.where, []), query.filter, params);
      const scoped = { source: scope.source, where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
      const timeParams = [...scope.params];
      const timeWhere = buildConditions(specOf(forPaidTimes(filters), scope.where, []), query.filter, timeParams);
      const timeScoped = {
        source: scope.times ?? '',
        where: timeWhere.length ? `WHERE ${timeWhere.join(' AND ')}` : '',
        params: timeParams,
      };
      const isAdmin = actor.type === 'admin';
      const [figures, buckets, traders, requisites] = await Promise.all([
        repo.figures(db, scoped),
        scope.times ? repo.paidBuckets(db, timeScoped) : [],
        isAdmin ? repo.byTrader(db, scoped) : [],
        isAdmin ? repo.byRequisite(db, scoped) : [],
      ]);
      return {
        statistic: {
          sum: totalsOf(figures).map((row) => ({
            status: statusOf(row.status, lang),
            orders: Number(row.orders),
            amount: amountOf(row.fiat, row.fiat_currency),
            currency: { code: row.fiat_currency, name: names.find((item) => item.code === row.fiat_currency)?.name ?? row.fiat_currency },
          })),
          role_rewards: VISIBLE_REWARDS[actor.type].map((role) => ({
            role: { slug: role, title: messages(lang).rewardRoles[role] },
            rewards: rewardsOf(figures)
              .filter((row) => row[REWARD_COLUMN[role]] !== 0n)
              .map((row) => ({
                status: statusOf(row.status, lang),
                amount: amountOf(row[REWARD_COLUMN[role]], row.crypto_currency),
                currency: {
                  code: row.crypto_currency,
                  name: names.find((item) => item.code === row.crypto_currency)?.name ?? row.crypto_currency,
                },
              })),
          })),
        },
        charts: chartsOf(daysOf(figures), turnoverOf(figures), buckets, traders, requisites),
        context: { available_filters: filterDefinitions({ filters }, lang, query.filter) },
      };
    },

    /** Recomputes the rollup from the raw orders: after their times were rewritten in bulk (the demo's history). */
    rebuild: () => db.transaction((tx) => repo.rebuild(tx)),

    /** Folds the deltas into the rollup; answers how many it folded. */
    fold: (limit = 50_000) => repo.foldDeltas(db, limit),
  };
};

const statusOf = (slug: string, lang: Language) => ({
  slug: slug as OrderStatus,
  title: messages(lang).orderStatuses[slug as OrderStatus],
});

const chartsOf = (
  days: Day[],
  turnover: Turnover[],
  buckets: repo.BucketRow[],
  traders: repo.TraderRow[],
  requisites: repo.RequisiteRow[],
): Statistic['charts'] => {
  const perDay = new Map<string, Map<number, number>>();
  const overall = new Map<number, number>();
  for (const row of buckets) {
    const day = perDay.get(row.day) ?? new Map<number, number>();
    day.set(row.bucket, Number(row.orders));
    perDay.set(row.day, day);
    overall.set(row.bucket, (overall.get(row.bucket) ?? 0) + Number(row.orders));
  }
  return {
    days: days.map((row) => ({
      day: row.day,
      ...conversion(row),
      turnover: turnover
        .filter((item) => item.day === row.day)
        .map((item) => ({ currency: item.fiat_currency, amount: amountOf(item.fiat, item.fiat_currency) })),
      median_paid_seconds: medianFromBuckets(perDay.get(row.day) ?? new Map()),
    })),
    median_paid_seconds: medianFromBuckets(overall),
    traders: traders.map((row) => ({ uuid: row.id, username: row.username, ...conversion(row) })),
    requisites: requisites.map((row) => ({ id: row.id, name: row.name, trader: row.trader, ...conversion(row) })),
  };
};

export type StatisticsService = ReturnType<typeof createStatisticsService>;

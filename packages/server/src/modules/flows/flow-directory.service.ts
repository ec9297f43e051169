import { compareDecimals } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import * as repo from './flows.repository';
import * as restrictions from './trader-restrictions.repository';

/** What other domains may ask about flows without reading the flows' tables. */

/** The live flows each of these partner systems executes. */
export const flowsOfPartners = (sql: Sql, slugs: string[]) => repo.flowsOfPartners(sql, slugs);

/** The executors that could take a merchant's order, in the order they are tried (see the repository). */
export const routingExecutors = repo.routingExecutors;

/** The executors of every live active flow with their fees per direction: what the routing directions are made of. */
export const directionExecutors = repo.directionExecutors;

/** The fee of the range an amount falls in: a range takes its lower bound, not its upper; null when none does. */
export const feeAt = (tiers: repo.FeeTier[], amount: string) =>
  tiers.find((tier) => compareDecimals(tier.min, amount) <= 0 && (tier.max === null || compareDecimals(amount, tier.max) < 0))
    ?.percentage ?? null;

/** Takes the first free of these executors for one order until the transaction ends (see the repository). */
export const lockFirstFreeExecutor = repo.lockFirstFreeExecutor;

/** Each (flow, trader) pair's own restrictions, as stored, keyed `flowId:traderId`. */
export const traderRestrictionsOf = async (sql: Sql, pairs: { flowId: string; traderId: string }[]) => {
  const byPair = new Map<string, restrictions.TraderRestrictionRow[]>();
  if (pairs.length === 0) return byPair;
  for (const row of await restrictions.restrictionsOfTraders(sql, pairs)) {
    const key = `${row.flow_id}:${row.trader_id}`;
    byPair.set(key, [...(byPair.get(key) ?? []), row]);
  }
  return byPair;
};

export type { DirectionExecutorRow, FeeTier, RoutingExecutorRow } from './flows.repository';

import type { Sql } from '../../db/db';
import * as repo from './flows.repository';
import * as restrictions from './trader-restrictions.repository';

/** What other domains may ask about flows without reading the flows' tables. */

/** The live flows each of these partner systems executes. */
export const flowsOfPartners = (sql: Sql, slugs: string[]) => repo.flowsOfPartners(sql, slugs);

/** The executors that could take a merchant's order, in the order they are tried (see the repository). */
export const routingExecutors = repo.routingExecutors;

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

export type { RoutingExecutorRow } from './flows.repository';

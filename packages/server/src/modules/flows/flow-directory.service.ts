import type { Sql } from '../../db/db';
import * as repo from './flows.repository';
import * as restrictions from './trader-restrictions.repository';

/** What other domains may ask about flows without reading the flows' tables. */

/** The live flows each of these partner systems executes. */
export const flowsOfPartners = (sql: Sql, slugs: string[]) => repo.flowsOfPartners(sql, slugs);

/** The executors that could take a merchant's order, in the order they are tried (see the repository). */
export const routingExecutors = repo.routingExecutors;

/** Takes an executor for an order: it goes to the back of its priority, and its row is held until commit. */
export const claimExecutor = repo.claimExecutor;

/** The trader's own restrictions within the flow, as stored. */
export const traderRestrictionsIn = (sql: Sql, flowId: string, traderId: string) =>
  restrictions.restrictionsOfTrader(sql, flowId, traderId);

export type { RoutingExecutorRow } from './flows.repository';

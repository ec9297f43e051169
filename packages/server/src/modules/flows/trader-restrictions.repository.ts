import type { RestrictionTypeSlug } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';

export type TraderRestrictionRow = { id: string; type: RestrictionTypeSlug; values: Record<string, string | null>; is_active: boolean };

/** Locks the trader's executor row in a live flow; false when the trader does not execute it. */
export const lockTraderExecutor = async (sql: Sql, flowId: string, traderId: string) =>
  (
    await sql.query(
      `SELECT 1 FROM flow_executors e JOIN flows f ON f.id = e.flow_id
        WHERE e.flow_id = $1 AND e.trader_id = $2 AND f.deleted_at IS NULL FOR UPDATE OF e`,
      [flowId, traderId],
    )
  ).length > 0;

export const restrictionsOfTrader = (sql: Sql, flowId: string, traderId: string) =>
  sql.query<TraderRestrictionRow>(
    'SELECT id, type, "values", is_active FROM trader_restrictions WHERE flow_id = $1 AND trader_id = $2 ORDER BY id',
    [flowId, traderId],
  );

/** The restrictions of many traders within one flow each, in one query: the routing engine's read. */
export const restrictionsOfTraders = (sql: Sql, pairs: { flowId: string; traderId: string }[]) =>
  sql.query<TraderRestrictionRow & { flow_id: string; trader_id: string }>(
    `SELECT r.flow_id, r.trader_id, r.id, r.type, r."values", r.is_active
       FROM trader_restrictions r JOIN unnest($1::uuid[], $2::uuid[]) AS p(flow_id, trader_id)
         ON r.flow_id = p.flow_id AND r.trader_id = p.trader_id
      ORDER BY r.id`,
    [pairs.map((pair) => pair.flowId), pairs.map((pair) => pair.traderId)],
  );

/** Replaces the (flow, trader) pair's restrictions with this set. */
export const replaceTraderRestrictions = async (
  sql: Sql,
  flowId: string,
  traderId: string,
  list: { type: RestrictionTypeSlug; values: Record<string, string | null>; is_active: boolean }[],
) => {
  await deleteTraderRestrictions(sql, flowId, traderId);
  for (const item of list) {
    await sql.query('INSERT INTO trader_restrictions (id, flow_id, trader_id, type, "values", is_active) VALUES ($1, $2, $3, $4, $5, $6)', [
      uuidv7(),
      flowId,
      traderId,
      item.type,
      JSON.stringify(item.values),
      item.is_active,
    ]);
  }
};

export const pairOfRestriction = async (sql: Sql, id: string) =>
  (await sql.query<{ flow_id: string; trader_id: string }>('SELECT flow_id, trader_id FROM trader_restrictions WHERE id = $1', [id]))[0];

export const deleteTraderRestrictions = async (sql: Sql, flowId: string, traderId: string) => {
  await sql.query('DELETE FROM trader_restrictions WHERE flow_id = $1 AND trader_id = $2', [flowId, traderId]);
};

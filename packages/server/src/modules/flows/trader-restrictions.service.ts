import type { listQuerySchema, traderRestrictionBody } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { Localized, RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/audit.service';
import { describeRestriction, normalizeRestrictions } from '../requisites';
import { traderRestrictionsListSpec, type TraderRestrictionGroupRow } from './trader-restrictions.list';
import * as repo from './trader-restrictions.repository';

/** Limits on what a trader takes within one flow (amounts, counts), on top of their requisites' own. */
export const createTraderRestrictionsService = ({ db }: AppDeps) => ({
  list: async (query: z.output<typeof listQuerySchema>, { lang }: Localized) => {
    const { rows, context } = await runList<TraderRestrictionGroupRow>(db, traderRestrictionsListSpec, query, lang);
    return {
      items: rows.map((row) => ({
        id: row.id,
        flow_uuid: row.flow_id,
        trader_uuid: row.trader_id,
        types: row.types.map((item) => ({ id: item.id, ...describeRestriction(item.type, lang, item) })),
      })),
      context,
    };
  },

  save: async (body: z.output<typeof traderRestrictionBody>, { actor, lang }: RequestContext) =>
    db.transaction(async (tx) => {
      // Locking the executor row makes concurrent saves for one trader take turns: each replaces the set whole.
      if (!(await repo.lockTraderExecutor(tx, body.flow_uuid, body.trader_uuid))) throw new AppError('not_found');
      const normalized = normalizeRestrictions(
        body.types.map((item) => ({ type: item.type, value: item.values })),
        'types',
      );
      const kept = normalized
        .map((item, index) => ({ ...item, is_active: body.types[index]!.is_active }))
        .filter((item) => Object.values(item.values).some((value) => value !== null));
      await repo.replaceTraderRestrictions(tx, body.flow_uuid, body.trader_uuid, kept);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'flow.trader_restrictions_changed',
        entityType: 'flow',
        entityId: body.flow_uuid,
        after: normalized,
        ip: actor.ip,
      });
      const rows = await repo.restrictionsOfTrader(tx, body.flow_uuid, body.trader_uuid);
      return {
        id: rows[0]?.id ?? body.flow_uuid,
        flow_uuid: body.flow_uuid,
        trader_uuid: body.trader_uuid,
        types: rows.map((row) => ({ id: row.id, ...describeRestriction(row.type, lang, row) })),
      };
    }),

  /** Deletes the restrictions of the (flow, trader) pair that the given restriction belongs to. */
  remove: async (id: string, { actor }: RequestContext) =>
    db.transaction(async (tx) => {
      const pair = await repo.pairOfRestriction(tx, id);
      if (!pair) throw new AppError('not_found');
      await repo.deleteTraderRestrictions(tx, pair.flow_id, pair.trader_id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'flow.trader_restrictions_deleted',
        entityType: 'flow',
        entityId: pair.flow_id,
        before: pair,
        ip: actor.ip,
      });
    }),
});

export type TraderRestrictionsService = ReturnType<typeof createTraderRestrictionsService>;

import {
  RESTRICTION_TYPE_SLUGS,
  type listQuerySchema,
  type Requisite,
  type requisiteBody,
  type requisiteUpdateBody,
  type RestrictionTypeSlug,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { Localized, RequestContext } from '../../http/request-context';
import { uuidv7 } from '../../shared/ids';
import { recordAudit } from '../audit/audit.service';
import { userTypes } from '../users/user-directory.service';
import { checkPaymentDetails, describePaymentOption, describePaymentType, loadCatalogue } from './payment-catalogue.service';
import { requisitesListSpec, type RequisiteRow } from './requisites.list';
import * as repo from './requisites.repository';
import { describeRestriction, normalizeRestrictions } from './restrictions.service';

type ListParams = z.output<typeof listQuerySchema>;
type CreateBody = z.output<typeof requisiteBody>;
type RestrictionInput = { type: RestrictionTypeSlug; value: Record<string, string | number | null>; is_active: boolean };

const describeAll = (stored: repo.StoredRestriction[], context: Localized) =>
  RESTRICTION_TYPE_SLUGS.map((slug) =>
    describeRestriction(
      slug,
      context.lang,
      stored.find((row) => row.type === slug),
    ),
  );

export const createRequisitesService = ({ db, presence }: AppDeps) => {
  /** Rows of the list read model in the spec's shape: the catalogue, presence and restrictions in one query each. */
  const hydrate = async (sql: Sql, rows: RequisiteRow[], context: Localized): Promise<Requisite[]> => {
    const [catalogue, online, restrictions] = await Promise.all([
      loadCatalogue(sql),
      presence.onlineAmong([...new Set(rows.map((row) => row.user_id))], sql),
      repo.restrictionsOf(
        sql,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      is_active: row.is_active,
      user: { uuid: row.user_id, username: row.username, is_online: online.has(row.user_id) },
      currency: { code: row.currency, name: row.currency_name },
      payment_type: describePaymentType(catalogue.type(row.payment_type)!, context),
      payment_option: describePaymentOption(catalogue.option(row.payment_option)!, context),
      attributes: row.attributes,
      restrictions: describeAll(
        restrictions.filter((item) => item.requisite_id === row.id),
        context,
      ),
      created_at: row.created_at.toISOString(),
    }));
  };

  const find = async (sql: Sql, id: string, context: Localized) => {
    const { rows } = await runList<RequisiteRow>(sql, requisitesListSpec(null), { page: 1, count: 1, filter: { id } }, context.lang);
    if (!rows[0]) throw new AppError('not_found');
    return (await hydrate(sql, rows, context))[0]!;
  };

  /** Refuses a card number, phone or account that is already an active requisite of another trader. */
  const assertNotTaken = async (sql: Sql, ownerId: string, attributes: Record<string, string>) => {
    for (const field of repo.IDENTIFYING_FIELDS) {
      const value = attributes[field];
      if (!value) continue;
      await repo.lockIdentifier(sql, field, value);
      if (await repo.activeElsewhere(sql, field, value, ownerId)) {
        throw new AppError('validation', {}, { [`attributes.${field}`]: { key: 'requisite_taken' } });
      }
    }
  };

  const lock = async (sql: Sql, id: string) => {
    const current = await repo.lockRequisite(sql, id);
    if (!current) throw new AppError('not_found');
    return current;
  };

  return {
    /** The owner's user id, for routes that let only the owner reach a requisite. */
    ownerOf: (id: string) => repo.ownerOfRequisite(db, id),

    list: async (ownerId: string | null, query: ListParams, context: Localized) => {
      const { rows, context: listContext } = await runList<RequisiteRow>(db, requisitesListSpec(ownerId), query, context.lang);
      return { items: await hydrate(db, rows, context), context: listContext };
    },

    create: async (ownerId: string, body: CreateBody, context: RequestContext) =>
      db.transaction(async (tx) => {
        const owner = await userTypes(tx, [ownerId]);
        if (owner.get(ownerId) !== 'trader') throw new AppError('validation', {}, { user_uuid: { key: 'not_trader' } });
        const attributes = await checkPaymentDetails(tx, body);
        if (body.is_active) await assertNotTaken(tx, ownerId, attributes);
        const id = uuidv7();
        await repo.insertRequisite(tx, id, ownerId, { ...body, attributes }, body.is_active);
        await recordAudit(tx, {
          actorId: context.actor.id,
          action: 'requisite.created',
          entityType: 'requisite',
          entityId: id,
          after: { ...body, attributes },
          ip: context.actor.ip,
        });
        return find(tx, id, context);
      }),

    update: async (id: string, body: z.output<typeof requisiteUpdateBody>, context: RequestContext) =>
      db.transaction(async (tx) => {
        const current = await lock(tx, id);
        const next = {
          name: body.name ?? current.name,
          currency: body.currency ?? current.currency,
          payment_type: body.payment_type ?? current.payment_type,
          payment_option: body.payment_option ?? current.payment_option,
          attributes: body.attributes ?? current.attributes,
        };
        const attributes = await checkPaymentDetails(tx, next);
        if (body.is_active ?? current.is_active) await assertNotTaken(tx, current.user_id, attributes);
        await repo.updateRequisite(tx, id, { ...next, attributes }, body.is_active);
        await recordAudit(tx, {
          actorId: context.actor.id,
          action: 'requisite.updated',
          entityType: 'requisite',
          entityId: id,
          before: current,
          after: { ...next, attributes, is_active: body.is_active },
          ip: context.actor.ip,
        });
        return find(tx, id, context);
      }),

    restrictions: async (id: string, context: Localized) => {
      if ((await repo.ownerOfRequisite(db, id)) === null) throw new AppError('not_found');
      return describeAll(await repo.restrictionsOf(db, [id]), context);
    },

    setRestrictions: async (id: string, list: RestrictionInput[], context: RequestContext) =>
      db.transaction(async (tx) => {
        await lock(tx, id);
        const normalized = normalizeRestrictions(list, 'restrictions');
        // An entry with every field empty is dropped, as the form does.
        const kept = normalized
          .map((item, index) => ({ ...item, is_active: list[index]!.is_active }))
          .filter((item) => Object.values(item.values).some((value) => value !== null));
        await repo.replaceRestrictions(tx, id, kept);
        await recordAudit(tx, {
          actorId: context.actor.id,
          action: 'requisite.restrictions_changed',
          entityType: 'requisite',
          entityId: id,
          after: normalized,
          ip: context.actor.ip,
        });
        return describeAll(await repo.restrictionsOf(tx, [id]), context);
      }),
  };
};

export type RequisitesService = ReturnType<typeof createRequisitesService>;

import {
  checkRules,
  RESTRICTION_TYPE_SLUGS,
  type Language,
  type listQuerySchema,
  type Requisite,
  type requisiteUpdateBody,
  type RestrictionTypeSlug,
  type traderRestrictionBody,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runList, type ListSpec } from '../../http/list-query';
import { uuidv7 } from '../../shared/ids';
import { recordAudit } from '../audit/audit.repository';
import { describeRestriction, normalizeRestrictions } from './restrictions';

type ListParams = z.output<typeof listQuerySchema>;
type OptionField = { name: string; title_en: string; title_ru: string; rules: string[] };
type OptionRow = { slug: string; payment_type: string; bank: string; name_en: string; name_ru: string; fields: OptionField[] };
type TypeRow = { slug: string; name_en: string; name_ru: string; icon: string; currencies: string[] };
type RequisiteRow = {
  id: string;
  user_id: string;
  username: string;
  name: string;
  currency: string;
  currency_name: string;
  payment_type: string;
  payment_option: string;
  attributes: Record<string, string>;
  is_active: boolean;
  created_at: Date;
};
type Input = {
  name?: string;
  currency?: string;
  payment_type?: string;
  payment_option?: string;
  attributes?: Record<string, string | number>;
  is_active?: boolean;
};

const pick = <T extends { name_en: string; name_ru: string }>(row: T, lang: Language) => (lang === 'ru' ? row.name_ru : row.name_en);
const iconUrl = (icon: string) => `/icons/payment/${icon}.svg`;

const requisitesListSpec = (ownerId: string | null): ListSpec => ({
  select: `r.id, r.user_id, u.username, r.name, r.currency, c.name AS currency_name, r.payment_type, r.payment_option, r.attributes, r.is_active, r.created_at`,
  from: 'requisites r JOIN users u ON u.id = r.user_id JOIN currencies c ON c.code = r.currency',
  where: ownerId ? ['r.user_id = $1'] : [],
  params: ownerId ? [ownerId] : [],
  filters: [
    { field: 'id', type: 'string', column: 'r.id', match: 'exact', description: { en: 'ID', ru: 'ID' } },
    { field: 'name', type: 'string', column: 'r.name', description: { en: 'Name', ru: 'Название' } },
    {
      field: 'is_active',
      type: 'boolean',
      column: 'r.is_active',
      description: { en: 'Active', ru: 'Активен' },
    },
    { field: 'currency', type: 'string', column: 'r.currency', match: 'exact', description: { en: 'Currency', ru: 'Валюта' } },
    {
      field: 'payment_type',
      type: 'string',
      column: 'r.payment_type',
      match: 'exact',
      description: { en: 'Payment type', ru: 'Тип оплаты' },
    },
    ...(ownerId
      ? []
      : [{ field: 'username', type: 'string' as const, column: 'u.username', description: { en: 'Owner', ru: 'Владелец' } }]),
  ],
  sorts: { name: 'lower(r.name)', created_at: 'r.created_at' },
  defaultOrder: 'r.created_at DESC, r.id DESC',
  tiebreak: 'r.id',
});

export const createRequisitesService = ({ db, presence }: AppDeps) => {
  const types = (sql: Sql = db) =>
    sql.query<TypeRow>('SELECT slug, name_en, name_ru, icon, currencies FROM payment_types ORDER BY position');
  const options = (sql: Sql = db) =>
    sql.query<OptionRow>('SELECT slug, payment_type, bank, name_en, name_ru, fields FROM payment_options ORDER BY position');

  const loadRestrictions = async (sql: Sql, requisiteId: string, lang: Language) => {
    const rows = await sql.query<{ type: RestrictionTypeSlug; values: Record<string, string | null>; is_active: boolean }>(
      'SELECT type, "values", is_active FROM requisite_restrictions WHERE requisite_id = $1',
      [requisiteId],
    );
    return RESTRICTION_TYPE_SLUGS.map((slug) =>
      describeRestriction(
        slug,
        lang,
        rows.find((row) => row.type === slug),
      ),
    );
  };

  const hydrate = async (sql: Sql, rows: RequisiteRow[], lang: Language): Promise<Requisite[]> => {
    const [typeRows, optionRows, online] = await Promise.all([
      types(sql),
      options(sql),
      presence.onlineAmong([...new Set(rows.map((row) => row.user_id))], sql),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const type = typeRows.find((item) => item.slug === row.payment_type)!;
        const option = optionRows.find((item) => item.slug === row.payment_option)!;
        return {
          id: row.id,
          name: row.name,
          is_active: row.is_active,
          user: { uuid: row.user_id, username: row.username, is_online: online.has(row.user_id) },
          currency: { code: row.currency, name: row.currency_name },
          payment_type: { slug: type.slug, name: pick(type, lang), image: { url: iconUrl(type.icon) } },
          payment_option: { slug: option.slug, name: pick(option, lang) },
          attributes: row.attributes,
          restrictions: await loadRestrictions(sql, row.id, lang),
          created_at: row.created_at.toISOString(),
        };
      }),
    );
  };

  const find = async (sql: Sql, id: string, ownerId: string | null, lang: Language) => {
    const spec = requisitesListSpec(ownerId);
    const { rows } = await runList<RequisiteRow>(sql, spec, { page: 1, count: 1, filter: { id } }, lang);
    // Another trader's requisite answers as not found: its existence is not theirs to know.
    if (!rows[0]) throw new AppError('not_found');
    return (await hydrate(sql, rows, lang))[0]!;
  };

  /** Name, currency, type, option and every attribute by the option's rules; normalized attributes out. */
  const validate = async (sql: Sql, input: Required<Omit<Input, 'is_active'>>) => {
    const bad: Record<string, { key: string; params?: Record<string, string | number> }> = {};
    const [currency] = await sql.query('SELECT 1 FROM currencies WHERE code = $1 AND type = $2', [input.currency, 'fiat']);
    if (!currency) bad.currency = { key: 'unknown_currency', params: { kind: 'fiat' } };
    const [type] = await sql.query<TypeRow>('SELECT slug, name_en, name_ru, icon, currencies FROM payment_types WHERE slug = $1', [
      input.payment_type,
    ]);
    if (!type) bad.payment_type = { key: 'unknown_option' };
    else if (!type.currencies.includes(input.currency)) bad.payment_type = { key: 'option_mismatch' };
    const [option] = await sql.query<OptionRow>(
      'SELECT slug, payment_type, bank, name_en, name_ru, fields FROM payment_options WHERE slug = $1',
      [input.payment_option],
    );
    if (!option) bad.payment_option = { key: 'unknown_option' };
    else if (option.payment_type !== input.payment_type) bad.payment_option = { key: 'option_mismatch' };
    const attributes: Record<string, string> = {};
    for (const field of option?.fields ?? []) {
      const raw = input.attributes[field.name];
      const value = raw === undefined ? '' : String(raw).trim();
      // Phones and card numbers are kept as digits: spaces, dashes and a leading + are typing.
      const digitsOnly = /digits|luhn|regex:\^\\d/.test(field.rules.join(' ')) ? value.replace(/[\s\-()+]/g, '') : value;
      const failure = checkRules(digitsOnly, field.rules);
      if (failure) bad[`attributes.${field.name}`] = { key: failure.rule, params: failure.params };
      attributes[field.name] = digitsOnly;
    }
    // Only the option's own fields are kept; anything else is named (the first one), not stored.
    const unknown = option ? Object.keys(input.attributes).find((name) => !option.fields.some((field) => field.name === name)) : undefined;
    if (unknown !== undefined) bad[`attributes.${unknown.slice(0, 64)}`] = { key: 'unknown_field' };
    if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);
    return attributes;
  };

  const touch = async (sql: Sql, id: string, ownerId: string | null) => {
    const rows = await sql.query<{ user_id: string }>(
      `SELECT user_id FROM requisites WHERE id = $1${ownerId ? ' AND user_id = $2' : ''} FOR UPDATE`,
      ownerId ? [id, ownerId] : [id],
    );
    if (!rows[0]) throw new AppError('not_found');
    return rows[0];
  };

  return {
    paymentTypes: async (lang: Language) =>
      (await types()).map((row) => ({
        slug: row.slug,
        name: pick(row, lang),
        image: { url: iconUrl(row.icon) },
        currencies: row.currencies,
      })),

    paymentOptions: async (lang: Language) =>
      (await options()).map((row) => ({
        slug: row.slug,
        name: pick(row, lang),
        payment_type: row.payment_type,
        bank: row.bank,
        fields: row.fields.map((field) => field.name),
        names: Object.fromEntries(row.fields.map((field) => [field.name, lang === 'ru' ? field.title_ru : field.title_en])),
        validation_rules: Object.fromEntries(row.fields.map((field) => [field.name, field.rules])),
      })),

    restrictionTypes: (lang: Language) => RESTRICTION_TYPE_SLUGS.map((slug) => describeRestriction(slug, lang)),

    list: async (ownerId: string | null, query: ListParams, lang: Language) => {
      const { rows, context } = await runList<RequisiteRow>(db, requisitesListSpec(ownerId), query, lang);
      return { items: await hydrate(db, rows, lang), context };
    },

    create: async (ownerId: string, body: Required<Omit<Input, 'is_active'>> & { is_active: boolean }, actorId: string, lang: Language) =>
      db.transaction(async (tx) => {
        const [owner] = await tx.query<{ type: string }>('SELECT type FROM users WHERE id = $1', [ownerId]);
        if (owner?.type !== 'trader') throw new AppError('validation', {}, { user_uuid: { key: 'not_trader' } });
        const attributes = await validate(tx, body);
        const id = uuidv7();
        await tx.query(
          `INSERT INTO requisites (id, user_id, name, currency, payment_type, payment_option, attributes, is_active)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, ownerId, body.name, body.currency, body.payment_type, body.payment_option, JSON.stringify(attributes), body.is_active],
        );
        await recordAudit(tx, {
          actorId,
          action: 'requisite.created',
          entityType: 'requisite',
          entityId: id,
          after: { ...body, attributes },
        });
        return find(tx, id, null, lang);
      }),

    update: async (id: string, ownerId: string | null, body: z.output<typeof requisiteUpdateBody>, actorId: string, lang: Language) =>
      db.transaction(async (tx) => {
        await touch(tx, id, ownerId);
        const [current] = await tx.query<RequisiteRow>(
          'SELECT name, currency, payment_type, payment_option, attributes FROM requisites WHERE id = $1',
          [id],
        );
        const next = {
          name: body.name ?? current!.name,
          currency: body.currency ?? current!.currency,
          payment_type: body.payment_type ?? current!.payment_type,
          payment_option: body.payment_option ?? current!.payment_option,
          attributes: body.attributes ?? current!.attributes,
        };
        const attributes = await validate(tx, next);
        await tx.query(
          `UPDATE requisites SET name = $2, currency = $3, payment_type = $4, payment_option = $5, attributes = $6,
                  is_active = COALESCE($7, is_active), updated_at = now() WHERE id = $1`,
          [id, next.name, next.currency, next.payment_type, next.payment_option, JSON.stringify(attributes), body.is_active ?? null],
        );
        await recordAudit(tx, {
          actorId,
          action: 'requisite.updated',
          entityType: 'requisite',
          entityId: id,
          before: current,
          after: { ...next, attributes, is_active: body.is_active },
        });
        return find(tx, id, null, lang);
      }),

    restrictions: async (id: string, ownerId: string | null, lang: Language) => {
      await touch(db, id, ownerId);
      return loadRestrictions(db, id, lang);
    },

    setRestrictions: async (
      id: string,
      ownerId: string | null,
      list: { type: RestrictionTypeSlug; value: Record<string, string | number | null>; is_active: boolean }[],
      actorId: string,
      lang: Language,
    ) =>
      db.transaction(async (tx) => {
        await touch(tx, id, ownerId);
        const normalized = normalizeRestrictions(list, 'restrictions');
        await tx.query('DELETE FROM requisite_restrictions WHERE requisite_id = $1', [id]);
        for (const [index, item] of normalized.entries()) {
          // An entry with every field empty is dropped, as the form does.
          if (Object.values(item.values).every((value) => value === null)) continue;
          await tx.query('INSERT INTO requisite_restrictions (requisite_id, type, "values", is_active) VALUES ($1, $2, $3, $4)', [
            id,
            item.type,
            JSON.stringify(item.values),
            list[index]!.is_active,
          ]);
        }
        await recordAudit(tx, {
          actorId,
          action: 'requisite.restrictions_changed',
          entityType: 'requisite',
          entityId: id,
          after: normalized,
        });
        return loadRestrictions(tx, id, lang);
      }),

    traderRestrictions: async (query: ListParams, lang: Language) => {
      const spec: ListSpec = {
        select: `min(r.id::text) AS id, r.flow_id, r.trader_id, json_agg(json_build_object('id', r.id, 'type', r.type, 'values', r."values", 'is_active', r.is_active)) AS types`,
        from: 'trader_restrictions r',
        filters: [
          { field: 'trader_uuid', type: 'string', column: 'r.trader_id', match: 'exact', description: { en: 'Trader', ru: 'Трейдер' } },
          { field: 'flow_uuid', type: 'string', column: 'r.flow_id', match: 'exact', description: { en: 'Flow', ru: 'Поток' } },
        ],
        sorts: {},
        defaultOrder: 'r.flow_id, r.trader_id',
        tiebreak: 'r.trader_id',
      };
      // Grouped per (flow, trader): the count and page are of groups.
      const grouped: ListSpec = {
        ...spec,
        select: '*',
        from: `(SELECT ${spec.select} FROM trader_restrictions r GROUP BY r.flow_id, r.trader_id) g`,
        filters: spec.filters.map((filter) => ({ ...filter, column: filter.column.replace('r.', 'g.') })),
        defaultOrder: 'g.flow_id, g.trader_id',
        tiebreak: 'g.trader_id',
      };
      const { rows, context } = await runList<{
        id: string;
        flow_id: string;
        trader_id: string;
        types: { id: string; type: RestrictionTypeSlug; values: Record<string, string | null>; is_active: boolean }[];
      }>(db, grouped, query, lang);
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

    saveTraderRestriction: async (body: z.output<typeof traderRestrictionBody>, actorId: string, lang: Language) =>
      db.transaction(async (tx) => {
        // Locking the executor row makes concurrent saves for one trader take turns: each replaces the set whole.
        const executor = await tx.query(
          `SELECT 1 FROM flow_executors e JOIN flows f ON f.id = e.flow_id
            WHERE e.flow_id = $1 AND e.trader_id = $2 AND f.deleted_at IS NULL FOR UPDATE OF e`,
          [body.flow_uuid, body.trader_uuid],
        );
        if (executor.length === 0) throw new AppError('not_found');
        const normalized = normalizeRestrictions(
          body.types.map((item) => ({ type: item.type, value: item.values })),
          'types',
        );
        await tx.query('DELETE FROM trader_restrictions WHERE flow_id = $1 AND trader_id = $2', [body.flow_uuid, body.trader_uuid]);
        for (const [index, item] of normalized.entries()) {
          if (Object.values(item.values).every((value) => value === null)) continue;
          await tx.query(
            'INSERT INTO trader_restrictions (id, flow_id, trader_id, type, "values", is_active) VALUES ($1, $2, $3, $4, $5, $6)',
            [uuidv7(), body.flow_uuid, body.trader_uuid, item.type, JSON.stringify(item.values), body.types[index]!.is_active],
          );
        }
        await recordAudit(tx, {
          actorId,
          action: 'flow.trader_restrictions_changed',
          entityType: 'flow',
          entityId: body.flow_uuid,
          after: normalized,
        });
        const rows = await tx.query<{ id: string; type: RestrictionTypeSlug; values: Record<string, string | null>; is_active: boolean }>(
          'SELECT id, type, "values", is_active FROM trader_restrictions WHERE flow_id = $1 AND trader_id = $2 ORDER BY id',
          [body.flow_uuid, body.trader_uuid],
        );
        return {
          id: rows[0]?.id ?? body.flow_uuid,
          flow_uuid: body.flow_uuid,
          trader_uuid: body.trader_uuid,
          types: rows.map((row) => ({ id: row.id, ...describeRestriction(row.type, lang, row) })),
        };
      }),

    /** Deletes the restrictions of the (flow, trader) pair that the given restriction belongs to. */
    deleteTraderRestriction: async (id: string, actorId: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ flow_id: string; trader_id: string }>(
          'SELECT flow_id, trader_id FROM trader_restrictions WHERE id = $1',
          [id],
        );
        if (!row) throw new AppError('not_found');
        await tx.query('DELETE FROM trader_restrictions WHERE flow_id = $1 AND trader_id = $2', [row.flow_id, row.trader_id]);
        await recordAudit(tx, {
          actorId,
          action: 'flow.trader_restrictions_deleted',
          entityType: 'flow',
          entityId: row.flow_id,
          before: row,
        });
      }),
  };
};

export type RequisitesService = ReturnType<typeof createRequisitesService>;

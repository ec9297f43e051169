import type { RestrictionTypeSlug } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type RequisiteFields = {
  name: string;
  currency: string;
  payment_type: string;
  payment_option: string;
  attributes: Record<string, string>;
};
export type StoredRestriction = {
  requisite_id: string;
  type: RestrictionTypeSlug;
  values: Record<string, string | null>;
  is_active: boolean;
};

export const insertRequisite = async (sql: Sql, id: string, userId: string, fields: RequisiteFields, isActive: boolean) => {
  await sql.query(
    `INSERT INTO requisites (id, user_id, name, currency, payment_type, payment_option, attributes, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, userId, fields.name, fields.currency, fields.payment_type, fields.payment_option, JSON.stringify(fields.attributes), isActive],
  );
};

/** The requisite's editable fields, its row locked until the transaction ends. */
export const lockRequisite = async (sql: Sql, id: string) =>
  (
    await sql.query<RequisiteFields & { user_id: string; is_active: boolean }>(
      'SELECT name, currency, payment_type, payment_option, attributes, user_id, is_active FROM requisites WHERE id = $1 FOR UPDATE',
      [id],
    )
  )[0];

export const updateRequisite = async (sql: Sql, id: string, fields: RequisiteFields, isActive: boolean | undefined) => {
  await sql.query(
    `UPDATE requisites SET name = $2, currency = $3, payment_type = $4, payment_option = $5, attributes = $6,
            is_active = COALESCE($7, is_active), updated_at = now() WHERE id = $1`,
    [id, fields.name, fields.currency, fields.payment_type, fields.payment_option, JSON.stringify(fields.attributes), isActive ?? null],
  );
};

export const ownerOfRequisite = async (sql: Sql, id: string) =>
  (await sql.query<{ user_id: string }>('SELECT user_id FROM requisites WHERE id = $1', [id]))[0]?.user_id ?? null;

/** The stored restrictions of many requisites in one query. */
export const restrictionsOf = (sql: Sql, requisiteIds: string[]) =>
  sql.query<StoredRestriction>('SELECT requisite_id, type, "values", is_active FROM requisite_restrictions WHERE requisite_id = ANY($1)', [
    requisiteIds,
  ]);

/** Replaces the requisite's restrictions with this set. */
export const replaceRestrictions = async (
  sql: Sql,
  requisiteId: string,
  list: { type: RestrictionTypeSlug; values: Record<string, string | null>; is_active: boolean }[],
) => {
  await sql.query('DELETE FROM requisite_restrictions WHERE requisite_id = $1', [requisiteId]);
  for (const item of list) {
    await sql.query('INSERT INTO requisite_restrictions (requisite_id, type, "values", is_active) VALUES ($1, $2, $3, $4)', [
      requisiteId,
      item.type,
      JSON.stringify(item.values),
      item.is_active,
    ]);
  }
};

export type UsableRequisiteRow = {
  id: string;
  payment_type: string;
  payment_option: string;
  attributes: Record<string, string>;
  restrictions: { type: RestrictionTypeSlug; values: Record<string, string | null> }[];
};

/** Many traders' active requisites of a currency (and payment type), in one query, with their active restrictions. */
export const usableRequisites = (sql: Sql, traderIds: string[], currency: string, paymentType: string | null) =>
  sql.query<UsableRequisiteRow & { user_id: string }>(
    `SELECT r.id, r.user_id, r.payment_type, r.payment_option, r.attributes,
            COALESCE((SELECT json_agg(json_build_object('type', x.type, 'values', x."values"))
                        FROM requisite_restrictions x WHERE x.requisite_id = r.id AND x.is_active), '[]'::json) AS restrictions
       FROM requisites r
      WHERE r.user_id = ANY($1) AND r.currency = $2 AND r.is_active AND ($3::text IS NULL OR r.payment_type = $3)
      ORDER BY r.user_id, r.id`,
    [traderIds, currency, paymentType],
    { prepare: 'requisites_usable' },
  );

/**
 * Takes a requisite for one order: its row is held until the transaction ends (no write), so
 * that its limits are counted with no other order on it in between; false when it was switched
 * off meanwhile.
 */
export const claimRequisite = async (sql: Sql, id: string) =>
  (await sql.query('SELECT id FROM requisites WHERE id = $1 AND is_active FOR NO KEY UPDATE', [id], { prepare: 'requisites_claim' }))
    .length > 0;

/** The fields that name where money lands: one of them active on two traders would send a payment to the wrong person. */
export const IDENTIFYING_FIELDS = ['card_number', 'phone', 'account_number'] as const;

/** Another trader's active requisite holding this card number, phone or account, if any. */
export const activeElsewhere = async (sql: Sql, field: string, value: string, userId: string) =>
  (await sql.query(`SELECT 1 FROM requisites WHERE is_active AND user_id <> $1 AND attributes->>$2 = $3 LIMIT 1`, [userId, field, value]))
    .length > 0;

/** Serializes the check above per identifier: two traders adding one card at once cannot both pass. */
export const lockIdentifier = async (sql: Sql, field: string, value: string) => {
  await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`requisite:${field}:${value}`]);
};

/** Of these ids, the requisites that belong to the user, with their bank's option and the fields that name where money lands. */
export const requisitesOfOwner = (sql: Sql, userId: string, ids: string[]) =>
  sql.query<{ id: string; name: string; payment_option: string; attributes: Record<string, string> }>(
    'SELECT id, name, payment_option, attributes FROM requisites WHERE user_id = $1 AND id = ANY($2)',
    [userId, ids],
  );

/** Switches requisites off (a bank blocked the account): no more orders go to them. Answers the ones switched. */
export const switchOffRequisites = (sql: Sql, ids: string[]) =>
  sql.query<{ id: string; name: string }>(
    'UPDATE requisites SET is_active = false, updated_at = now() WHERE id = ANY($1) AND is_active RETURNING id, name',
    [ids],
  );
